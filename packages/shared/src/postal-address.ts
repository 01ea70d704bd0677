/**
 * A postal address with its contact, as the address book, the profile, checkout, orders, invoices
 * and e-mails hold it, and the one way they print it. Every part is optional: each holder fills the
 * parts it has, and printing skips the rest. A part that repeats another of its group is printed
 * once: '27 Front Street' with street 'Front Street' prints '27 Front Street', and city 'Warwick'
 * with parish 'Warwick' prints 'Warwick'.
 */
export interface PostalAddress {
  first_name?: string | null
  middle_name?: string | null
  last_name?: string | null
  phone?: string | null
  email?: string | null
  flat_apartment?: string | null
  /** The checkout form's name for flat_apartment. */
  apartment_flat?: string | null
  address?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  country?: string | null
}

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** True when `part`'s words appear, whole and in order, inside `other`. */
function containsWords(other: string, part: string): boolean {
  return ` ${other} `.includes(` ${part} `)
}

/** The filled parts, trimmed, each printed once: a part another part already says is left out. */
export function distinctParts(parts: readonly (string | null | undefined)[]): string[] {
  const filled = parts
    .map((p) => (typeof p === 'string' ? p.replace(/\s+/g, ' ').trim() : ''))
    .filter(Boolean)
  const norms = filled.map(normal)
  return filled.filter((_, i) =>
    norms.every((other, j) => j === i || !containsWords(other, norms[i]!) || (other === norms[i] && j > i)),
  )
}

/** Flat, house and street, each once. */
function placeParts(a: PostalAddress): string[] {
  return distinctParts([a.flat_apartment ?? a.apartment_flat, a.address, a.street])
}

/** City or town and parish or state, each once, then the postcode. */
function townParts(a: PostalAddress): string[] {
  return [...distinctParts([a.city, a.state]), ...distinctParts([a.zipcode])]
}

function fullName(a: PostalAddress): string {
  return distinctParts([a.first_name, a.middle_name, a.last_name]).join(' ')
}

/** One line of the address's filled parts, comma separated (the My Profile address line, docs/requirements/accounts.md §6). */
export function formatAddressLine(a: PostalAddress): string {
  return [...placeParts(a), ...townParts(a), ...distinctParts([a.country])].join(', ')
}

/** 'Ada Smith, Apt 2, 1 Front Street, Hamilton HM 11, Bermuda' */
export function addressSummary(a: PostalAddress): string {
  const place = placeParts(a).join(', ')
  const town = townParts(a).join(' ')
  return [fullName(a), place, town, a.country?.trim()].filter(Boolean).join(', ')
}

/** An address kept as JSON text (or already an object), or null when absent or unreadable; plain text stays text. */
export function readAddress(value: unknown): PostalAddress | string | null {
  if (typeof value === 'string') {
    if (value.trim() === '') return null
    try {
      const parsed: unknown = JSON.parse(value)
      if (typeof parsed === 'object' && parsed !== null) return parsed as PostalAddress
      // A plain text address (the pickup address is one) is shown as it is.
      return typeof parsed === 'string' ? parsed : value
    } catch {
      return value
    }
  }
  return typeof value === 'object' && value !== null ? (value as PostalAddress) : null
}

/**
 * An address as display lines (order details, invoice, e-mails): name; flat, house and street;
 * town, parish and postcode; country; phone (and e-mail with `withEmail`). Empty when absent.
 */
export function addressLines(value: unknown, options: { withEmail?: boolean } = {}): string[] {
  const address = readAddress(value)
  if (address === null) return []
  if (typeof address === 'string') return [address]
  const contact = distinctParts([address.phone, options.withEmail ? address.email : null])
  return [
    fullName(address),
    placeParts(address).join(', '),
    townParts(address).join(', '),
    address.country?.trim() ?? '',
    contact.join('  '),
  ].filter((line) => line !== '')
}

/** True when two addresses name the same place (each part once, compared without case or spacing). */
export function samePlace(a: PostalAddress, b: PostalAddress): boolean {
  const line = (x: PostalAddress) => normal(formatAddressLine(x))
  return line(a) !== '' && line(a) === line(b)
}
