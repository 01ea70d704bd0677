import { formatDate } from '@shop/shared/format'
import { featuresOf } from './catalogue-data'
import type { ProductPlan } from './product-plan'
import { randomFor } from './random'

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const FEATURE_COUNT = 4

/**
 * The bullets of a product: up to four that are true of its own kind (its own first, then its
 * category's that fit it), topped up with what its plan says (shelf life, Subscribe & Save).
 */
export function bulletsFor(plan: ProductPlan): string[] {
  const random = randomFor('description', plan.index)
  const own = plan.kind.features ?? []
  const shared = featuresOf(plan.category, plan.kind).filter((f) => !own.includes(f))
  const picked = [...own, ...random.sample(shared, Math.max(0, FEATURE_COUNT - own.length))].slice(
    0,
    FEATURE_COUNT,
  )
  const extra = [
    plan.expiryDate ? 'The expiry date is printed on every pack' : null,
    plan.subscriptions.length ? 'Available with Subscribe & Save: save on every repeat delivery' : null,
  ].filter((b): b is string => b !== null)
  return [...picked, ...extra].slice(0, FEATURE_COUNT)
}

/** Where it ships from and when: a sold-out product never promises to leave the same day. */
export function availabilityText(plan: ProductPlan): string {
  return plan.quantity - plan.quantityUsed > 0
    ? 'In stock in Bermuda and shipped from our Hamilton store (see Delivery in the FAQ for when it arrives).'
    : 'Sold out for now: pre-order it and we ship it from our Hamilton store as soon as new stock arrives.'
}

/** The description tab: what it is, where it ships from and its bullets. */
export function describeProduct(plan: ProductPlan, name: string): string {
  const sold = plan.pack ? `Sold as a ${plan.unit} (${plan.pack.toLowerCase()}).` : `Sold per ${plan.unit}.`
  return [
    `<p><strong>${escapeHtml(plan.brand.name)} ${escapeHtml(name)}</strong>. ${escapeHtml(plan.kind.blurb)}</p>`,
    `<p>${escapeHtml(sold)} Part of our ${escapeHtml(plan.category.name)} range. ${escapeHtml(availabilityText(plan))}</p>`,
    `<ul>${bulletsFor(plan)
      .map((f) => `<li>${escapeHtml(f)}</li>`)
      .join('')}</ul>`,
  ].join('\n')
}

/** The additional information tab: a specification table and storage advice. */
export function specifyProduct(plan: ProductPlan): string {
  const rows: [string, string][] = [
    ['Brand', plan.brand.name],
    ['Item code', plan.sku],
    ['Product code', plan.productCode],
    ['Category', plan.category.name],
    ['Size / variant', plan.shortName],
    ['Pack', plan.pack || `1 ${plan.unit}`],
    ['Unit', plan.unit],
    ['Weight', plan.weight],
    ['Material', plan.kind.material ?? plan.category.material],
    ['Country of origin', plan.origin],
    ['Expiry', plan.expiryDate ? formatDate(plan.expiryDate) : 'Not applicable'],
  ]
  const body = rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')
  return [
    '<p><strong>Specifications</strong></p>',
    `<table><tbody>${body}</tbody></table>`,
    `<p>${escapeHtml(plan.category.storage)}</p>`,
    '<p>Read the label and instructions before use. Questions? Call our pharmacy team.</p>',
  ].join('\n')
}
