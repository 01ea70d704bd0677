import { describe, expect, it } from 'vitest'
import { CATEGORIES, featuresOf } from './catalogue-data'
import { availabilityText, bulletsFor, describeProduct } from './product-html'
import { measuredGrams, planProduct, SHOWCASE_PRODUCTS } from './product-plan'

/** Demo content is made from each product's own kind, so it never contradicts itself. */
const plans = Array.from({ length: SHOWCASE_PRODUCTS * 3 }, (_, i) => planProduct(i))
const ofKind = (noun: string) => plans.filter((p) => p.kind.noun === noun)
const grams = (weight: string) => measuredGrams(weight)!

describe('bullets', () => {
  it("never give a hand gel the gloves' and masks' selling points", () => {
    const gels = ofKind('Hand Sanitiser Gel')
    expect(gels.length).toBeGreaterThan(0)
    for (const plan of gels) {
      const text = bulletsFor(plan).join(' ')
      expect(text).not.toMatch(/Latex|Dispenser box|Single use|fingertips/)
      expect(text).toContain('Kills 99.9% of common germs')
    }
  })

  it("never say a glucose meter 'works with most common meters'", () => {
    const meters = ofKind('Blood Glucose Meter Kit')
    expect(meters.length).toBeGreaterThan(0)
    for (const plan of meters)
      expect(bulletsFor(plan).join(' ')).not.toMatch(/meters and devices|lancing devices and insulin pens/)
  })

  it('give every kind at least two true bullets, and every product up to four, none twice', () => {
    for (const category of CATEGORIES) {
      for (const kind of category.kinds) {
        expect(featuresOf(category, kind).length, kind.noun).toBeGreaterThanOrEqual(2)
      }
    }
    for (const plan of plans) {
      const bullets = bulletsFor(plan)
      expect(bullets.length).toBeGreaterThanOrEqual(2)
      expect(bullets.length).toBeLessThanOrEqual(4)
      expect(new Set(bullets).size).toBe(bullets.length)
    }
  })
})

describe('weights', () => {
  it('weigh a container at least what it holds: 500 ml of gel is never 90 g', () => {
    const measured = plans.filter(
      (p) => ['bottle', 'tube', 'jar', 'tub'].includes(p.unit) && measuredGrams(p.shortName),
    )
    expect(measured.length).toBeGreaterThan(20)
    for (const plan of measured) {
      const contents = measuredGrams(plan.shortName)!
      expect(grams(plan.weight), plan.shortName).toBeGreaterThanOrEqual(contents)
      expect(grams(plan.weight), plan.shortName).toBeLessThan(contents * 1.5 + 50)
    }
  })

  it('reads millilitres, litres, grams and kilograms', () => {
    expect(measuredGrams('70% Alcohol Hand Sanitiser Gel 500 ml')).toBe(500)
    expect(measuredGrams('Mouthwash 1 L')).toBe(1000)
    expect(measuredGrams('Barrier Cream 85 g')).toBe(85)
    expect(measuredGrams('1.2 kg')).toBe(1200)
    expect(measuredGrams('Adult Briefs, Large')).toBeNull()
  })
})

describe('stock wording', () => {
  const soldOut = plans.filter((p) => p.quantity - p.quantityUsed <= 0)
  const inStock = plans.filter((p) => p.quantity - p.quantityUsed > 0)

  it('never promises a sold-out product leaves from stock', () => {
    expect(soldOut.length).toBeGreaterThan(20)
    for (const plan of soldOut) {
      const html = describeProduct(plan, plan.baseName)
      expect(html).not.toContain('shipped from our Hamilton store')
      expect(html).toContain('pre-order it')
    }
  })

  it('leaves the delivery time to the one promise the shop makes (its dispatch setting)', () => {
    for (const plan of inStock) {
      const text = availabilityText(plan)
      expect(text).toContain('shipped from our Hamilton store')
      // A time of day baked into a description would contradict the setting the day it changes.
      expect(text).not.toMatch(/\b\d{1,2} ?(am|pm)\b|noon|same working day/)
    }
  })
})

describe('pictures and material', () => {
  it('give a kind whose category symbol would mislead its own symbol and material', () => {
    const gel = ofKind('Hand Sanitiser Gel')[0]!
    expect(gel.kind.pictogram).toBe('pump')
    expect(gel.kind.material).toMatch(/gel/)
    expect(ofKind('Nitrile Exam Gloves')[0]!.kind.pictogram).toBe('glove')
  })
})
