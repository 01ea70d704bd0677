import type { OpeningHours } from '../order-status'

/** GET /api/shop-info: the contact details the header and footer show (docs/requirements/storefront.md §3). */
export interface ShopInfo {
  name: string
  email: string
  phone: string
  hq_address: string
  mailing_address: string
  pickup_address: string
  /** IANA zone the shop shows dates and times in (SHOP_TIME_ZONE), e.g. 'Atlantic/Bermuda'. */
  time_zone: string
  /** 'HH:MM' (SHOP_DISPATCH_CUTOFF): the one delivery promise is said from it (delivery-promise.ts). */
  dispatch_cutoff: string
  /** The store's opening hours, Monday first (pickup orders are collected in them). */
  opening_hours: OpeningHours[]
  /** Days after delivery a return may be started (the owner's setting); absent: the default. */
  return_window_days?: number
}

/** A phone number as a `tel:` URI: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`
}
