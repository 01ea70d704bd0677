/**
 * The shop's one delivery promise, from one setting (SHOP_DISPATCH_CUTOFF, the time of day in the
 * shop's zone by which an in-stock order placed on a business day is sent out that day). The home
 * page, the FAQ and the order confirmation all say it in these words.
 */
export const DEFAULT_DISPATCH_CUTOFF = '12:00'

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/

export function isDispatchCutoff(value: string): boolean {
  return CUTOFF.test(value)
}

/** '12:00' reads 'noon', '14:00' '2 pm', '09:30' '9:30 am'. */
export function cutoffText(cutoff: string): string {
  const m = CUTOFF.exec(cutoff)
  if (!m) throw new RangeError(`not a time of day (HH:MM): ${cutoff}`)
  const hour = Number(m[1])
  const minute = m[2]!
  if (hour === 12 && minute === '00') return 'noon'
  if (hour === 0 && minute === '00') return 'midnight'
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}${minute === '00' ? '' : `:${minute}`} ${hour < 12 ? 'am' : 'pm'}`
}

/** 'In-stock orders placed before noon on a business day are usually delivered the next business day.' */
export function deliveryPromise(cutoff: string = DEFAULT_DISPATCH_CUTOFF): string {
  return `In-stock orders placed before ${cutoffText(cutoff)} on a business day are usually delivered the next business day.`
}
