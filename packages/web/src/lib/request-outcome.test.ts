import { describe, expect, it } from 'vitest'
import { failureMessage, isClientErrorAnswer } from './request-outcome'

const texts = { failed: 'Failed to add address', errored: 'An error occurred while adding address' }

describe('failureMessage', () => {
  it('uses the failed text for a 4xx answer from the server', () => {
    expect(failureMessage({ status: 400, data: { message: 'city is required' } }, texts)).toBe(texts.failed)
    expect(failureMessage({ status: 404, data: { message: 'Not found.' } }, texts)).toBe(texts.failed)
  })

  it('uses the error text when no answer came back or the server broke', () => {
    expect(failureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, texts)).toBe(
      texts.errored,
    )
    expect(failureMessage({ status: 500, data: { message: 'Something went wrong' } }, texts)).toBe(
      texts.errored,
    )
    expect(failureMessage(undefined, texts)).toBe(texts.errored)
  })

  it('treats only 400 to 499 as client errors', () => {
    expect(isClientErrorAnswer({ status: 399 })).toBe(false)
    expect(isClientErrorAnswer({ status: 499 })).toBe(true)
    expect(isClientErrorAnswer({ status: 'PARSING_ERROR' })).toBe(false)
  })
})
