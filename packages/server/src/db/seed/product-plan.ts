import { discountedPrice, type DiscountType } from '@shop/shared/pricing'
import { BRANDS, type BrandSpec } from './brand-data'
import { CATEGORIES, ORIGINS, type CategorySpec, type ProductKind } from './catalogue-data'
import { randomFutureDay, randomPastTimestamp, randomTimestampAfter } from './dates'
import { randomFor, type Random } from './random'
import { slugify } from '../../lib/slug'

/**
 * Everything about one demo product that does not depend on the database. Product `index` is
 * planned from its own random stream, so product 42 is the same whether the shop has 60
 * products or 100,000.
 */
export interface ProductPlan {
  index: number
  category: CategorySpec
  kind: ProductKind
  brand: BrandSpec
  /** The name before duplicates are resolved (see ProductNamer). */
  baseName: string
  /** Qualifier, noun and variant without the pack size: the text on its picture. */
  shortName: string
  pack: string
  sku: string
  productCode: string
  sellingPriceCents: number
  discountType: DiscountType | null
  discountValue: number
  discountedPriceCents: number | null
  priceCents: number
  quantity: number
  quantityUsed: number
  unit: string
  weight: string
  origin: string
  expiryDate: string | null
  isDeal: boolean
  createdAt: string
  updatedAt: string
  imageCount: number
  subscriptions: { months: number; discount: number }[]
}

/** Products with an index below this get a picture of their own and may be today's deals. */
export const SHOWCASE_PRODUCTS = 320

/** Every twelfth product is sold out (quantity = quantity_used): about 27 of the first 320. */
const SOLD_OUT_EVERY = 12
const SOLD_OUT_OFFSET = 5
/** Another twelfth is nearly sold out, so 'Only {n} left' shows up in the demo. */
const LOW_STOCK_OFFSET = 9

const DISCOUNT_SHARE = 0.3
/** Gives 20 deals among the 320 showcase products with the demo seed. */
const DEAL_SHARE_OF_DISCOUNTED = 0.26
const SUBSCRIPTION_SHARE_OF_CONSUMABLES = 0.65
const PERCENT_DISCOUNTS = [5, 10, 12, 15, 20, 25, 30] as const
const SUBSCRIPTION_INTERVALS = [
  [1, 2, 3],
  [1, 3, 6],
  [2, 3, 6],
  [1, 2, 3, 6],
  [1, 3],
  [3, 6],
] as const
const SUBSCRIPTION_BASE_DISCOUNT: Record<number, number> = { 1: 5, 2: 7, 3: 10, 6: 13 }
const PRICE_ENDINGS = [99, 99, 49, 95, 0] as const
const MIN_PRICE_CENTS = 200
const MAX_PRICE_CENTS = 59_999
const PACK_UNITS = new Set(['box', 'pack', 'case', 'bottle', 'tube', 'jar', 'canister', 'tub'])

const CATEGORY_WEIGHTS = CATEGORIES.map((c) => [c, c.share] as const)
const BRANDS_BY_CATEGORY = new Map(
  CATEGORIES.map((c) => [c.slug, BRANDS.filter((b) => c.brandGroups.includes(b.group))]),
)

/** Plans product number `index` (0-based) of the demo catalogue. */
export function planProduct(index: number): ProductPlan {
  const random = randomFor('product', index)
  const category = random.weighted(CATEGORY_WEIGHTS)
  const kind = random.pick(category.kinds)
  const brand = random.pick(BRANDS_BY_CATEGORY.get(category.slug) ?? BRANDS)
  const qualifier = random.pick(kind.qualifiers)
  const variant = random.pick(kind.variants)
  const packIndex = random.int(0, kind.packs.length - 1)
  const pack = kind.packs[packIndex] ?? ''
  const packFactor = packSizeFactor(kind, pack)
  const shortName = joinWords([qualifier, kind.noun]) + (variant ? `${kind.variantJoin}${variant}` : '')
  // One draw for where in its kind's range a product sits: dearer items are also heavier.
  const size = random.float()
  const sellingPriceCents = priceFor(random, kind, packFactor, size)
  const discount = discountFor(random, sellingPriceCents)
  const discountedPriceCents = discountedPrice(sellingPriceCents, discount.type, discount.value)
  const stock = stockFor(random, index)
  const createdAt = randomPastTimestamp(random, 20, 700)
  return {
    index,
    category,
    kind,
    brand,
    baseName: pack ? `${shortName}, ${pack}` : shortName,
    shortName,
    pack,
    sku: `BMS-${category.code}-${String(index + 1).padStart(6, '0')}`,
    productCode: productCodeFor(brand, index),
    sellingPriceCents,
    discountType: discount.type,
    discountValue: discount.value,
    discountedPriceCents,
    priceCents: discountedPriceCents ?? sellingPriceCents,
    ...stock,
    unit: unitFor(kind, pack),
    weight: formatWeight(
      containerGrams(kind, variant, pack) ??
        (kind.grams[0] + size * (kind.grams[1] - kind.grams[0])) * packFactor,
    ),
    origin: random.pick(ORIGINS),
    expiryDate: kind.expires ? randomFutureDay(random, 120, 1100) : null,
    isDeal:
      discountedPriceCents !== null && index < SHOWCASE_PRODUCTS && random.chance(DEAL_SHARE_OF_DISCOUNTED),
    createdAt,
    updatedAt: randomTimestampAfter(random, createdAt),
    imageCount: random.int(2, 4),
    subscriptions: subscriptionsFor(random, kind),
  }
}

function joinWords(words: readonly string[]): string {
  return words.filter(Boolean).join(' ')
}

/** Bigger packs cost and weigh more, a little less than in proportion. */
function packSizeFactor(kind: ProductKind, pack: string): number {
  const smallest = countIn(kind.packs[0] ?? '')
  return Math.pow(countIn(pack) / smallest, 0.8)
}

function countIn(pack: string): number {
  const match = /\d+/.exec(pack)
  return match ? Number(match[0]) : 1
}

/** A shelf price in cents with a shop-like ending (.99, .49, .95, .00). */
function priceFor(random: Random, kind: ProductKind, packFactor: number, size: number): number {
  const dollars = (kind.price[0] + size * (kind.price[1] - kind.price[0])) * packFactor
  const cents = Math.floor(dollars) * 100 + random.pick(PRICE_ENDINGS)
  return Math.min(MAX_PRICE_CENTS, Math.max(MIN_PRICE_CENTS, cents))
}

/** About 30% of products are discounted: a whole percent, or a fixed amount in cents. */
function discountFor(random: Random, sellingCents: number): { type: DiscountType | null; value: number } {
  if (!random.chance(DISCOUNT_SHARE)) return { type: null, value: 0 }
  if (random.chance(0.6)) return { type: 'percent', value: random.pick(PERCENT_DISCOUNTS) }
  const share = 0.05 + random.float() * 0.2
  const fixed = Math.max(100, Math.round((sellingCents * share) / 50) * 50)
  return fixed < sellingCents ? { type: 'fixed', value: fixed } : { type: 'percent', value: 10 }
}

function stockFor(random: Random, index: number): { quantity: number; quantityUsed: number } {
  const slot = index % SOLD_OUT_EVERY
  if (slot === SOLD_OUT_OFFSET) {
    const quantity = random.int(0, 200)
    return { quantity, quantityUsed: quantity }
  }
  if (slot === LOW_STOCK_OFFSET) {
    const quantity = random.int(6, 250)
    return { quantity, quantityUsed: quantity - random.int(1, 5) }
  }
  const quantity = random.int(10, 250)
  return { quantity, quantityUsed: random.int(0, quantity - 1) }
}

/** Unique for up to 900,000 products: 7919 is prime, so index * 7919 mod 900000 never repeats. */
function productCodeFor(brand: BrandSpec, index: number): string {
  return `${brand.code}${100_000 + ((index * 7919) % 900_000)}`
}

function unitFor(kind: ProductKind, pack: string): string {
  const word = pack.split(' ')[0]?.toLowerCase() ?? ''
  return PACK_UNITS.has(word) ? word : kind.unit
}

/** Units that are containers of what their name measures ('500 ml' of gel in a bottle). */
const CONTAINER_UNITS = new Set(['bottle', 'tube', 'jar', 'tub'])
/** What a container adds to its contents: a tenth of their weight and 15 g. */
const CONTAINER_SHARE = 0.1
const CONTAINER_GRAMS = 15

/** Grams of contents a name measures: '500 ml' and '1 L' (about a gram a millilitre), '85 g', '1.2 kg'. */
export function measuredGrams(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(ml|l|g|kg)\b/i.exec(text)
  if (!match) return null
  const amount = Number(match[1])
  const unit = match[2]!.toLowerCase()
  return unit === 'l' || unit === 'kg' ? amount * 1000 : amount
}

/**
 * The shipping weight of a container whose variant says what it holds (a 500 ml bottle weighs
 * about 565 g, never 90 g), times the pack's count; null when the kind is no such container.
 */
function containerGrams(kind: ProductKind, variant: string, pack: string): number | null {
  if (!CONTAINER_UNITS.has(kind.unit)) return null
  const contents = measuredGrams(variant)
  if (contents === null) return null
  return (contents * (1 + CONTAINER_SHARE) + CONTAINER_GRAMS) * (pack ? countIn(pack) : 1)
}

/** '250 g' or '1.2 kg'. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${Math.max(5, Math.round(grams / 5) * 5)} g`
  const kilograms = Math.round(grams / 100) / 10
  return `${kilograms} kg`
}

function subscriptionsFor(random: Random, kind: ProductKind): { months: number; discount: number }[] {
  if (!kind.subscribable || !random.chance(SUBSCRIPTION_SHARE_OF_CONSUMABLES)) return []
  return random.pick(SUBSCRIPTION_INTERVALS).map((months) => ({
    months,
    discount: Math.min(15, (SUBSCRIPTION_BASE_DISCOUNT[months] ?? 5) + random.int(0, 2)),
  }))
}

/**
 * Gives each product a unique slug and, where it can, a unique name: a name already taken gets
 * its brand in front ('Harbourline Medical Sterile Gauze Pads 4x4 in'), a slug already taken a
 * number at the end. One brand never sells the same product twice (at two prices, a shopper reads
 * it as a mistake): a repeat goes to another brand of its category that lacks it, while there is
 * one. Products must be named in index order for the result to be stable.
 */
export class ProductNamer {
  private readonly names = new Set<string>()
  private readonly slugs = new Set<string>()
  /** 'brand|base name' of every product named so far. */
  private readonly sold = new Set<string>()

  /** The final name, slug and brand (a repeat may move to another brand) of a planned product. */
  name(planned: ProductPlan): { plan: ProductPlan; name: string; slug: string } {
    const plan = this.withFreeBrand(planned)
    this.sold.add(`${plan.brand.name}|${plan.baseName}`)
    const name = this.names.has(plan.baseName) ? `${plan.brand.name} ${plan.baseName}` : plan.baseName
    this.names.add(name)
    const base = slugify(name)
    let slug = base
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`
    this.slugs.add(slug)
    return { plan, name, slug }
  }

  private withFreeBrand(plan: ProductPlan): ProductPlan {
    if (!this.sold.has(`${plan.brand.name}|${plan.baseName}`)) return plan
    const brands = BRANDS_BY_CATEGORY.get(plan.category.slug) ?? BRANDS
    const start = brands.indexOf(plan.brand)
    for (let step = 1; step < brands.length; step++) {
      const brand = brands[(start + step) % brands.length]!
      if (!this.sold.has(`${brand.name}|${plan.baseName}`))
        return { ...plan, brand, productCode: productCodeFor(brand, plan.index) }
    }
    // Every brand of the category has it: only in catalogues far larger than the demo shop.
    return plan
  }
}

/** 'Skin Care & Aesthetics' to 'skin-care-aesthetics'. */
export { slugify }
