import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, REPO_ROOT } from './config'

describe('loadConfig', () => {
  it('has defaults that need nothing installed', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.databaseUrl).toBe(`sqlite:${path.join(REPO_ROOT, 'data/shop.db')}`)
    expect(config.paymentGateway).toBe('sandbox')
    expect(config.taxRatePercent).toBe(0)
    expect(config.shop.timeZone).toBe('Atlantic/Bermuda')
  })

  it('takes any IANA time zone for SHOP_TIME_ZONE', () => {
    expect(loadConfig({ SHOP_TIME_ZONE: 'America/New_York' }).shop.timeZone).toBe('America/New_York')
  })

  it('accepts PostgreSQL URLs as they are', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db')
  })

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['PAYMENT_GATEWAY', 'stripe-live'],
    ['SHOP_TIME_ZONE', 'Bermuda/Hamilton'],
    ['SHOP_TIME_ZONE', 'Mars/Olympus_Mons'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`))
  })
})
