import { AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import {
  CountryParamsSchema,
  CouponCodeParamsSchema,
  CouponInputSchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  ShippingRateInputSchema,
  ShippingRateListResponseSchema,
  ShippingRateResponseSchema,
  TaxRateInputSchema,
  TaxRateListResponseSchema,
  TaxRateResponseSchema,
} from '@shop/shared/schemas/admin/operations'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { requireStaff } from '../../plugins/staff-auth'
import * as rates from './coupons-and-rates.service'

const security = [{ bearerAuth: [] }]

/** Coupons, shipping and tax rates in the back office (docs/requirements/back-office.md §8), in cents. */
export async function couponsAndRatesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  // Coupons, shipping and tax rates
  const charges = ['admin: charges']
  app.get(
    '/coupons',
    { schema: { tags: charges, security, response: answers({ 200: CouponListResponseSchema }) } },
    async () => ({ items: await rates.listCoupons(db) }),
  )
  app.put(
    '/coupons/:code',
    {
      schema: {
        tags: charges,
        security,
        params: CouponCodeParamsSchema,
        body: CouponInputSchema,
        response: answers({ 200: CouponResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Coupon saved.',
      coupon: await rates.saveCoupon(db, requireStaff(req), req.params.code, req.body),
    }),
  )
  app.get(
    '/shipping-rates',
    { schema: { tags: charges, security, response: answers({ 200: ShippingRateListResponseSchema }) } },
    async () => ({ items: await rates.listShippingRates(db) }),
  )
  app.put(
    '/shipping-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        body: ShippingRateInputSchema,
        response: answers({ 200: ShippingRateResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Shipping rate saved.',
      rate: await rates.saveShippingRate(db, requireStaff(req), req.params.country, req.body),
    }),
  )
  app.delete(
    '/shipping-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
    },
    async (req) => rates.deleteShippingRate(db, requireStaff(req), req.params.country),
  )
  app.get(
    '/tax-rates',
    { schema: { tags: charges, security, response: answers({ 200: TaxRateListResponseSchema }) } },
    async () => ({ items: await rates.listTaxRates(db) }),
  )
  app.put(
    '/tax-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        body: TaxRateInputSchema,
        response: answers({ 200: TaxRateResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Tax rate saved.',
      rate: await rates.saveTaxRate(db, requireStaff(req), req.params.country, req.body),
    }),
  )
  app.delete(
    '/tax-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
    },
    async (req) => rates.deleteTaxRate(db, requireStaff(req), req.params.country),
  )
}
