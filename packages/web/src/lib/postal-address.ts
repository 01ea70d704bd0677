/**
 * A postal address with its contact, as the address book, the profile, checkout and orders hold it.
 * Every part is optional: each holder fills the parts it has, and the formatting skips the rest.
 */
export interface PostalAddress {
  first_name?: string | null
  middle_name?: string | null
  last_name?: string | null
  phone?: string | null
  email?: string | null
  flat_apartment?: string | null
  address?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  country?: string | null
}

/** One line of the address's filled parts, comma separated (spec 2 'My Profile' address line). */
export function formatAddressLine(parts: PostalAddress): string {
  return [
    parts.flat_apartment,
    parts.address,
    parts.street,
    parts.city,
    parts.state,
    parts.zipcode,
    parts.country,
  ]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ')
}

/** 'Ada Smith, Apt 2, 1 Front Street, Hamilton HM 11, Bermuda' */
export function addressSummary(a: PostalAddress): string {
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ')
  const place = [a.flat_apartment, a.address, a.street].filter(Boolean).join(', ')
  const town = [a.city, a.state, a.zipcode].filter(Boolean).join(' ')
  return [name, place, town, a.country].filter(Boolean).join(', ')
}

/** An order's address (JSON text, or already an object) as display lines; empty when absent or unreadable. */
export function addressLines(value: unknown): string[] {
  let address: PostalAddress | null = null
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value)
      if (typeof parsed === 'object' && parsed !== null) address = parsed as PostalAddress
      // A plain text address (the pickup address is one) is shown as it is.
      else if (typeof parsed === 'string') return [parsed]
    } catch {
      return [value]
    }
  } else if (typeof value === 'object' && value !== null) {
    address = value as PostalAddress
  }
  if (!address) return []
  const join = (...parts: Array<string | null | undefined>) =>
    parts.filter((p) => typeof p === 'string' && p.trim() !== '').join(', ')
  const name = [address.first_name, address.middle_name, address.last_name]
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
  return [
    name,
    join(address.flat_apartment, address.address, address.street),
    join(address.city, address.state, address.zipcode),
    join(address.country),
    join(address.phone),
  ].filter((line) => line !== '')
}
