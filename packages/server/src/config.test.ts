import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, loadEnvFile, REPO_ROOT, SETTING_NAMES } from './config'

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

  it('takes PASSWORD_HASH_COST=test only under NODE_ENV=test, where the test suites run', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard')
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test')
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'test' })).toThrow(
        /^Invalid configuration:\n {2}PASSWORD_HASH_COST: test is for the test suites only/,
      )
    }
  })

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['PAYMENT_GATEWAY', 'stripe-live'],
    ['METRICS_PUBLIC', 'yes'],
    ['METRICS_TOKEN', 'short'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
    ['SHOP_TIME_ZONE', 'Bermuda/Hamilton'],
    ['SHOP_TIME_ZONE', 'Mars/Olympus_Mons'],
  ])('stops on a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`))
  })
})

describe('loadEnvFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-'))
  const file = path.join(dir, 'shop.env')
  fs.writeFileSync(file, 'SHOP_TEST_FROM_FILE=file\nSHOP_TEST_IN_BOTH=file\n')
  afterEach(() => {
    delete process.env.SHOP_TEST_FROM_FILE
    delete process.env.SHOP_TEST_IN_BOTH
  })

  it('reads the file into the environment, which wins where both set a variable', () => {
    process.env.SHOP_TEST_IN_BOTH = 'environment'
    loadEnvFile({ ENV_FILE: file })
    expect(process.env.SHOP_TEST_FROM_FILE).toBe('file')
    expect(process.env.SHOP_TEST_IN_BOTH).toBe('environment')
  })

  it("reads nothing when the file is missing or ENV_FILE is ''", () => {
    loadEnvFile({ ENV_FILE: path.join(dir, 'missing.env') })
    loadEnvFile({ ENV_FILE: '' })
    expect(process.env.SHOP_TEST_FROM_FILE).toBeUndefined()
  })

  it('has defaults for shutdown and keeps /metrics closed', () => {
    const config = loadConfig({})
    expect(config.shutdownTimeoutMs).toBe(10_000)
    expect(config.metricsPublic).toBe(false)
    expect(config.metricsToken).toBeUndefined()
  })
})

describe('the documented settings', () => {
  it('lists every setting in .env.example, and in docs/configuration.md one variable a row', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8')
    expect(SETTING_NAMES.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example))).toEqual([])
    const inExample = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1])
    expect(inExample.filter((name) => !(SETTING_NAMES as string[]).includes(name!))).toEqual([])
    // The table's first cell is one variable, never two.
    const rows = [...doc.matchAll(/^\| `([^`]+)`\s*\|/gm)].map((m) => m[1]!)
    expect([...rows].sort()).toEqual([...SETTING_NAMES].sort())
  })

  it('gives defaults in .env.example that the server accepts', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
    const defaults = Object.fromEntries(
      [...example.matchAll(/^# ([A-Z_]+)=(.+)$/gm)].map((m) => [m[1]!, m[2]!]),
    )
    expect(() => loadConfig(defaults)).not.toThrow()
  })
})
