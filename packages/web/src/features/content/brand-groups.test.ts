import type { Brand } from '@shop/shared/schemas/catalogue'
import { describe, expect, it } from 'vitest'
import { groupBrands } from './brand-groups'

const brand = (id: number, name: string, group: string): Brand => ({
  id,
  name,
  slug: name.toLowerCase(),
  group_name: group,
})

describe('groupBrands', () => {
  it('groups by group name with groups and brands in alphabetical order', () => {
    const groups = groupBrands([
      brand(1, 'Zeta', 'Wellness'),
      brand(2, 'Acme', 'Clinical'),
      brand(3, 'Beta', 'Wellness'),
      brand(4, 'Curo', 'Clinical'),
    ])
    expect(groups.map((g) => g.name)).toEqual(['Clinical', 'Wellness'])
    expect(groups[1]!.brands.map((b) => b.name)).toEqual(['Beta', 'Zeta'])
    expect(groups.flatMap((g) => g.brands)).toHaveLength(4)
  })

  it('gives no groups for no brands', () => {
    expect(groupBrands([])).toEqual([])
  })
})
