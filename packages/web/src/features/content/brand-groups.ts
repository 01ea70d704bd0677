import type { Brand } from '@shop/shared/schemas/catalogue'

export interface BrandGroup {
  name: string
  brands: Brand[]
}

/** Brands grouped by group name; groups and the brands in them in alphabetical order. */
export function groupBrands(brands: readonly Brand[]): BrandGroup[] {
  const byName = new Map<string, Brand[]>()
  for (const b of brands) {
    const list = byName.get(b.group_name) ?? []
    list.push(b)
    byName.set(b.group_name, list)
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ name, brands: [...list].sort((a, b) => a.name.localeCompare(b.name)) }))
}
