import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({
    SHOP_NAME: 'Test Medical',
    SHOP_EMAIL: 'hello@test-medical.bm',
    SHOP_PHONE: '+1 (441) 555-0101',
    SHOP_HQ_ADDRESS: '1 Front Street, Hamilton HM 12, Bermuda',
    SHOP_MAILING_ADDRESS: 'P.O. Box HM 9, Hamilton HM CX, Bermuda',
    SHOP_PICKUP_ADDRESS: '3 Church Street, Hamilton HM 10, Bermuda',
    SHOP_TIME_ZONE: 'America/Halifax',
    SHOP_DISPATCH_CUTOFF: '14:00',
  })
})

describe('GET /api/shop-info', () => {
  it('answers the configured contact details in the field names the header and footer read', async () => {
    const res = await t.app.inject('/api/shop-info')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      name: 'Test Medical',
      email: 'hello@test-medical.bm',
      phone: '+1 (441) 555-0101',
      hq_address: '1 Front Street, Hamilton HM 12, Bermuda',
      mailing_address: 'P.O. Box HM 9, Hamilton HM CX, Bermuda',
      pickup_address: '3 Church Street, Hamilton HM 10, Bermuda',
      time_zone: 'America/Halifax',
      dispatch_cutoff: '14:00',
      opening_hours: [
        { days: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
        { days: 'Saturday', hours: '9:00 am – 4:00 pm' },
        { days: 'Sunday and public holidays', hours: 'Closed' },
      ],
      return_window_days: 30,
    })
    expect(res.headers['cache-control']).toContain('max-age=')
  })
})
