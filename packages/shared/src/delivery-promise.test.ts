import { describe, expect, it } from 'vitest'
import { cutoffText, deliveryPromise, isDispatchCutoff } from './delivery-promise'

describe('deliveryPromise', () => {
  it('says the one promise from the cut-off setting', () => {
    expect(deliveryPromise()).toBe(
      'In-stock orders placed before noon on a business day are usually delivered the next business day.',
    )
    expect(deliveryPromise('14:00')).toContain('before 2 pm on a business day')
  })
  it('reads times of day as people say them', () => {
    expect(cutoffText('09:30')).toBe('9:30 am')
    expect(cutoffText('00:00')).toBe('midnight')
    expect(cutoffText('12:15')).toBe('12:15 pm')
    expect(isDispatchCutoff('24:00')).toBe(false)
    expect(() => cutoffText('2pm')).toThrow(RangeError)
  })
})
