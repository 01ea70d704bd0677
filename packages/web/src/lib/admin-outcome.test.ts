import { describe, expect, it } from 'vitest'
import { refusalInWords } from './admin-outcome'

const refused = (message: string, errors?: Record<string, string[]>) => ({
  status: 400,
  data: { message, errors },
})

describe('refusalInWords', () => {
  it('drops the field name a refusal starts with when that field shows its own message', () => {
    expect(
      refusalInWords(
        refused('verified_until: The licence expires on 30-06-2030.', {
          verified_until: ['must be earlier'],
        }),
      ),
    ).toBe('The licence expires on 30-06-2030.')
  })

  it('keeps a message that names no field of the answer as it is', () => {
    expect(refusalInWords(refused('Note: this order is closed.'))).toBe('Note: this order is closed.')
    expect(refusalInWords(refused('Return R-1 is refunded; it cannot be refunded now.'))).toBe(
      'Return R-1 is refunded; it cannot be refunded now.',
    )
    expect(refusalInWords(undefined)).toBe('The change could not be saved.')
  })
})
