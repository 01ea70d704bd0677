import { describe, expect, it } from 'vitest'
import { planProduct, ProductNamer, SHOWCASE_PRODUCTS } from './product-plan'

describe('ProductNamer', () => {
  it('never lets one brand sell the same product twice in the demo shop', () => {
    const namer = new ProductNamer()
    const byBrand = new Map<string, string>()
    for (let index = 0; index < SHOWCASE_PRODUCTS; index++) {
      const { plan, name } = namer.name(planProduct(index))
      const key = `${plan.brand.name}|${plan.baseName}`
      expect(byBrand.get(key), `${name} twice under ${plan.brand.name}`).toBeUndefined()
      byBrand.set(key, name)
    }
  })

  it('moves a repeat to another brand of its category, with that brand’s product code', () => {
    const namer = new ProductNamer()
    const plan = planProduct(7)
    const first = namer.name(plan)
    const repeat = namer.name({ ...plan, index: 9_999, sku: 'BMS-X-009999' })
    expect(repeat.plan.brand.name).not.toBe(first.plan.brand.name)
    expect(repeat.plan.productCode.startsWith(repeat.plan.brand.code)).toBe(true)
    expect(repeat.slug).not.toBe(first.slug)
  })
})
