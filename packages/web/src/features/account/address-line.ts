/** The parts of a postal address a profile or saved address may hold, in reading order. */
interface AddressParts {
  flat_apartment?: string | null
  address?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  country?: string | null
}

/** One line of the address's filled parts, comma separated (docs/requirements/accounts.md §6 address line). */
export function formatAddressLine(parts: AddressParts): string {
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
