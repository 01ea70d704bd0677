import type { DiscountType } from '@shop/shared/pricing'
import { daysFromBase } from './dates'

/** The demo customer whose login the README gives. */
export const DEMO_CUSTOMER = {
  email: 'demo@bermudamedicalsupply.bm',
  password: 'ShopDemo2026!',
  first_name: 'Jane',
  middle_name: 'Demo',
  last_name: 'Smith',
  phone: '4415550100',
  work_phone: '4412950100',
  home_phone: null,
  gender: 'female',
  dob: '1986-04-12',
  address: '27 Front Street',
  street: 'Front Street',
  flat_apartment: 'Apt 3',
  city: 'Hamilton',
  state: 'Pembroke',
  zipcode: 'HM 11',
  country: 'Bermuda',
  thumbnail: null,
} as const

/** Her two saved addresses; the first is the default. */
export const DEMO_ADDRESSES = [
  {
    first_name: 'Jane',
    middle_name: 'Demo',
    last_name: 'Smith',
    phone: '4415550100',
    email: DEMO_CUSTOMER.email,
    flat_apartment: 'Apt 3',
    address: '27 Front Street',
    street: 'Front Street',
    city: 'Hamilton',
    state: 'Pembroke',
    zipcode: 'HM 11',
    country: 'Bermuda',
    default_address: 1,
  },
  {
    first_name: 'Jane',
    middle_name: null,
    last_name: 'Smith',
    phone: '4412950100',
    email: DEMO_CUSTOMER.email,
    flat_apartment: null,
    address: '14 Middle Road',
    street: 'Middle Road',
    city: 'Warwick',
    state: 'Warwick',
    zipcode: 'WK 04',
    country: 'Bermuda',
    default_address: 0,
  },
] as const

export const PROMO = {
  title: "Today's Deals: up to 30% off",
  brief: 'Save on wound care, vitamins, diagnostic devices and more while stocks last.',
  url: '/deals',
  link_text: "Shop today's deals",
  active: 1,
} as const

interface CouponSpec {
  code: string
  discount_type: DiscountType
  discount_value: number
  min_amount_cents: number
  starts_at: string | null
  ends_at: string | null
  max_uses: number | null
  max_uses_per_customer: number | null
}

/** Codes are stored upper-case; active ones have no start date so they work on any clock. */
export const COUPONS: readonly CouponSpec[] = [
  {
    code: 'WELCOME10',
    discount_type: 'percent',
    discount_value: 10,
    min_amount_cents: 2500,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
  },
  {
    code: 'SAVE5',
    discount_type: 'fixed',
    discount_value: 500,
    min_amount_cents: 5000,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
  },
  {
    code: 'BULK15',
    discount_type: 'percent',
    discount_value: 15,
    min_amount_cents: 20000,
    starts_at: null,
    ends_at: null,
    max_uses: 100,
    max_uses_per_customer: 1,
  },
  {
    code: 'EXPIRED20',
    discount_type: 'percent',
    discount_value: 20,
    min_amount_cents: 0,
    starts_at: daysFromBase(-120),
    ends_at: daysFromBase(-30),
    max_uses: null,
    max_uses_per_customer: null,
  },
]

/** '*' is every other country. */
export const SHIPPING_RATES = [
  { country: 'Bermuda', rate_cents: 1000, free_over_cents: 10000 },
  { country: '*', rate_cents: 3500, free_over_cents: 30000 },
] as const

/** Bermuda has no sales tax (docs/decisions/0009-the-total-includes-tax.md). */
export const TAX_RATES = [
  { country: 'Bermuda', rate_bp: 0 },
  { country: '*', rate_bp: 0 },
] as const
