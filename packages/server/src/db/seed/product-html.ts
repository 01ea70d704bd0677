import { formatDate } from '@shop/shared/format'
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

/** The description tab: what it is, why to buy it here and a list of features. */
export function describeProduct(plan: ProductPlan, name: string): string {
  const random = randomFor('description', plan.index)
  const features = random.sample(plan.category.features, FEATURE_COUNT)
  const sold = plan.pack ? `Sold as a ${plan.unit} (${plan.pack.toLowerCase()}).` : `Sold per ${plan.unit}.`
  return [
    `<p><strong>${escapeHtml(plan.brand.name)} ${escapeHtml(name)}</strong>. ${escapeHtml(plan.kind.blurb)}</p>`,
    `<p>${escapeHtml(sold)} Part of our ${escapeHtml(plan.category.name)} range, in stock in Bermuda ` +
      'and shipped from our Hamilton store; orders placed before 2 pm leave the same working day.</p>',
    `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
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
    ['Material', plan.category.material],
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
