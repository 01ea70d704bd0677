import { randomPastTimestamp } from './dates'
import { planProduct, type ProductPlan } from './product-plan'
import { randomFor, type Random } from './random'
import { FIRST_NAMES, HEADLINES, LAST_NAMES, SENTENCES, STAR_WEIGHTS } from './review-data'
import { DEMO_CUSTOMER } from './shop-data'

export interface PlannedReview {
  user_id: number | null
  name: string
  email: string
  star: number
  headline: string
  review: string
  created_at: string
  updated_at: string
}

/** Share of products with at least one review. */
const REVIEWED_SHARE = 0.7
/** Most reviewed products have a few reviews; some have many. */
const REVIEW_COUNT_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, 9 - n] as const)
/** Products (by index) the demo customer has reviewed, so her dashboard has entries. */
const DEMO_CUSTOMER_REVIEWED = new Map([
  [1, 5],
  [4, 4],
  [10, 5],
])

/** The 0-8 visitor reviews of a product, written over the year before the base date, oldest first. */
export function planReviews(plan: ProductPlan): PlannedReview[] {
  const random = randomFor('reviews', plan.index)
  const count = random.chance(REVIEWED_SHARE) ? random.weighted(REVIEW_COUNT_WEIGHTS) : 0
  const reviews = Array.from({ length: count }, () => visitorReview(random, plan))
  return reviews.sort((a, b) => a.created_at.localeCompare(b.created_at))
}

/** The demo customer's own reviews, of the products she bought among the first `total`. */
export function planDemoCustomerReviews(
  total: number,
  userId: number,
): (PlannedReview & { productIndex: number })[] {
  return [...DEMO_CUSTOMER_REVIEWED]
    .filter(([index]) => index < total)
    .map(([index, star]) => {
      const review = demoCustomerReview(randomFor('demo-review', index), planProduct(index), star, userId)
      return { ...review, productIndex: index }
    })
}

function visitorReview(random: Random, plan: ProductPlan): PlannedReview {
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const email = `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase()
  return review(random, plan, random.weighted(STAR_WEIGHTS), {
    user_id: null,
    name: `${first} ${last}`,
    email,
  })
}

function demoCustomerReview(random: Random, plan: ProductPlan, star: number, userId: number): PlannedReview {
  const name = `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`
  return review(random, plan, star, { user_id: userId, name, email: DEMO_CUSTOMER.email })
}

function review(
  random: Random,
  plan: ProductPlan,
  star: number,
  author: Pick<PlannedReview, 'user_id' | 'name' | 'email'>,
): PlannedReview {
  const mood = star >= 4 ? 'good' : star === 3 ? 'neutral' : 'bad'
  const noun = plan.kind.noun.toLowerCase()
  const sentences = random.sample(SENTENCES[mood], random.int(1, 2)).map((s) => s.replace('{noun}', noun))
  const createdAt = randomPastTimestamp(random, 1, 365)
  return {
    ...author,
    star,
    headline: random.pick(HEADLINES[star] ?? HEADLINES[5] ?? []),
    review: sentences.join(' '),
    created_at: createdAt,
    updated_at: createdAt,
  }
}
