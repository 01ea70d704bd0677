import { API_ERROR_CODES } from '@shop/shared/api-error'
import { describe, expect, it } from 'vitest'
import { checkoutRefusal } from './checkout-refusal'

const failure = (status: number, error: unknown = null) => ({ status, message: 'Refused.', error })

describe('checkoutRefusal', () => {
  it('leaves a declined card and too many attempts to the card-decline page', () => {
    expect(checkoutRefusal(failure(422), API_ERROR_CODES.cardDeclined)).toBeNull()
    expect(checkoutRefusal(failure(429), undefined)).toBeNull()
  })
  it('says a refusal of the business account in the checkout, with the card as the way on', () => {
    const r = checkoutRefusal(failure(422, { errors: { payOnAccount: ['Over credit'] } }), undefined)
    expect(r?.advice).toMatch(/^Nothing was invoiced/)
    expect(r?.advice).toContain('Choose Card')
  })
  it('says a professional-only line in the checkout, with the way to remove or apply', () => {
    const r = checkoutRefusal(failure(403), API_ERROR_CODES.professionalOnly)
    expect(r?.message).toBe('Refused.')
    expect(r?.advice).toContain('Remove that product')
  })
  it('says any other refusal in the checkout, never as a card decline', () => {
    expect(checkoutRefusal(failure(422, { errors: { items: ['x'] } }), undefined)?.advice).not.toMatch(
      /card/i,
    )
  })
})
