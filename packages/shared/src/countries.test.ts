import { describe, expect, it } from 'vitest'
import { COUNTRIES, isCountry, REGISTRATION_COUNTRIES } from './countries'

describe('COUNTRIES', () => {
  it('has about 195 entries, none twice, Bermuda then United States, Canada and United Kingdom first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195)
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length)
    expect(COUNTRIES.slice(0, 4)).toEqual(['Bermuda', 'United States', 'Canada', 'United Kingdom'])
  })

  it('lists the rest alphabetically', () => {
    const rest = COUNTRIES.slice(4)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('offers Bermuda, the only registration country', () => {
    expect(REGISTRATION_COUNTRIES).toEqual(['Bermuda'])
    expect(REGISTRATION_COUNTRIES.every(isCountry)).toBe(true)
    expect(isCountry('bermuda')).toBe(false)
  })
})
