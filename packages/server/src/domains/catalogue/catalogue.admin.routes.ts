import multipart from '@fastify/multipart'
import {
  AdminProductResponseSchema,
  AdminProductsPageSchema,
  AdminProductsQuerySchema,
  BrandGroupListResponseSchema,
  BrandGroupParamsSchema,
  BrandInputSchema,
  BrandListResponseSchema,
  BrandResponseSchema,
  CategoryInputSchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  CsvImportResponseSchema,
  DealsInputSchema,
  DealsResponseSchema,
  PICTURE_MAX_BYTES,
  PictureParamsSchema,
  PicturesResponseSchema,
  ProductInputSchema,
  PromoInputSchema,
  PromoListResponseSchema,
  PromoResponseSchema,
  PublishProductSchema,
  RenameBrandGroupSchema,
  ReorderPicturesSchema,
} from '@shop/shared/schemas/admin/catalogue'
import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Readable } from 'node:stream'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest } from '../../errors'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { spoolCsvUpload, type SpooledCsv } from '../../lib/csv-upload'
import { requireStaff } from '../../plugins/staff-auth'
import * as structure from './catalogue-structure.service'
import * as products from './catalogue.admin.service'
import { exportProductsCsv, importProductsCsv } from './product-csv.service'
import { addPicture, deletePicture, reorderPictures } from './product-pictures.service'

const tags = ['admin: catalogue']
const security = [{ bearerAuth: [] }]

/** The one uploaded file of a multipart request (field `file`), as bytes. */
async function uploadedFile(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart())
    throw badRequest('file: Send the file as multipart/form-data.', { file: ['is required'] })
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!file) throw badRequest('file: A file is required.', { file: ['is required'] })
  const buffer = await file.toBuffer()
  if (file.file.truncated) throw badRequest('file: The file is too large.', { file: ['is too large'] })
  return { buffer, name: file.filename }
}

/**
 * The CSV of an import (a multipart file or the text/csv body), checked against the import's
 * limits while it arrives and kept in a temporary file.
 */
async function spooledCsv(req: FastifyRequest): Promise<SpooledCsv> {
  const limits = { maxBytes: CSV_IMPORT_MAX_BYTES, maxRows: CSV_IMPORT_MAX_ROWS }
  let upload: SpooledCsv
  if (req.isMultipart()) {
    const file = await req.file({ limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1 } })
    if (!file) throw badRequest('file: A CSV file is required.', { file: ['is required'] })
    upload = await spoolCsvUpload(file.file, limits, () => file.file.truncated)
  } else if (req.body instanceof Readable) {
    upload = await spoolCsvUpload(req.body, limits)
  } else {
    throw badRequest('file: A CSV file is required.', { file: ['is required'] })
  }
  if (!upload.header.length) {
    upload.remove()
    throw badRequest('file: A CSV file is required.', { file: ['is required'] })
  }
  return upload
}

/** Back-office catalogue (docs/requirements/back-office.md §4); registered inside the staff guard. */
export async function catalogueAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  await app.register(multipart, { limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 5 } })
  // A CSV import may also be sent as the body itself: handed on unread, as a stream.
  app.addContentTypeParser('text/csv', (_req, payload, done) => done(null, payload))
  const media = { files: app.files, mediaUrl: app.config.mediaUrl }

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        querystring: AdminProductsQuerySchema,
        response: answers({ 200: AdminProductsPageSchema }),
      },
    },
    async (req) => products.listAdminProducts(app.db.kysely, req.query),
  )

  app.get(
    '/products/export.csv',
    {
      config: { heavy: true },
      schema: { tags, security, summary: 'Every product as CSV', response: answers({ 200: csvAnswer }) },
    },
    async (_req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .type('text/csv; charset=utf-8')
        .send(exportProductsCsv(app.db.kysely)),
  )

  app.post(
    '/products/import',
    {
      config: { heavy: true },
      schema: {
        tags,
        security,
        summary:
          'Import products from CSV (text/csv body or multipart file); bad rows are reported, good rows written',
        response: answers({ 200: CsvImportResponseSchema }),
      },
    },
    async (req) => {
      const upload = await spooledCsv(req)
      // The file has arrived; writing it may outlast the idle-socket limit while nothing is sent.
      req.raw.socket?.setTimeout?.(0)
      try {
        return await importProductsCsv(app.db, requireStaff(req), upload)
      } finally {
        upload.remove()
      }
    },
  )

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        body: ProductInputSchema,
        response: answers({ 201: AdminProductResponseSchema }),
      },
    },
    async (req, reply) => {
      const created = await products.createProduct(app.db, requireStaff(req), req.body)
      return reply.status(201).send({ message: `${created.product_name} created.`, product: created })
    },
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminProductResponseSchema }),
      },
    },
    async (req) => ({ product: await products.getAdminProduct(app.db.kysely, req.params.id) }),
  )

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: ProductInputSchema,
        response: answers({ 200: AdminProductResponseSchema }),
      },
    },
    async (req) => {
      const saved = await products.updateProduct(app.db, requireStaff(req), req.params.id, req.body)
      return { message: `${saved.product_name} saved.`, product: saved }
    },
  )

  app.patch(
    '/products/:id/publish',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: PublishProductSchema,
        response: answers({ 200: AdminProductResponseSchema }),
      },
    },
    async (req) => {
      const saved = await products.setProductPublished(
        app.db,
        requireStaff(req),
        req.params.id,
        req.body.published,
      )
      return {
        message: `${saved.product_name} is ${saved.published ? 'published' : 'hidden'}.`,
        product: saved,
      }
    },
  )

  app.delete(
    '/products/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => products.deleteProduct(app.db, requireStaff(req), req.params.id),
  )

  app.post(
    '/products/:id/pictures',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a picture (multipart field `file`): resized to the 300px and 800px WebP sizes',
        params: AdminIdParamsSchema,
        response: answers({ 201: PicturesResponseSchema }),
      },
    },
    async (req, reply) => {
      const staff = requireStaff(req)
      const { buffer, name } = await uploadedFile(req, PICTURE_MAX_BYTES)
      const pictures = await addPicture(app.db, media, staff, req.params.id, buffer, name)
      return reply.status(201).send({ pictures })
    },
  )

  app.put(
    '/products/:id/pictures/order',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: ReorderPicturesSchema,
        response: answers({ 200: PicturesResponseSchema }),
      },
    },
    async (req) => ({
      pictures: await reorderPictures(app.db, requireStaff(req), req.params.id, req.body.picture_ids),
    }),
  )

  app.delete(
    '/products/:id/pictures/:pictureId',
    {
      schema: {
        tags,
        security,
        params: PictureParamsSchema,
        response: answers({ 200: PicturesResponseSchema }),
      },
    },
    async (req) => ({
      pictures: await deletePicture(app.db, media, requireStaff(req), req.params.id, req.params.pictureId),
    }),
  )

  // Categories
  app.get(
    '/categories',
    { schema: { tags, security, response: answers({ 200: CategoryListResponseSchema }) } },
    async () => structure.listCategories(app.db.kysely),
  )
  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        body: CategoryInputSchema,
        response: answers({ 201: CategoryResponseSchema }),
      },
    },
    async (req, reply) => {
      const category = await structure.saveCategory(app.db, requireStaff(req), req.body)
      return reply.status(201).send({ message: `Category ${category.name} created.`, category })
    },
  )
  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: CategoryInputSchema,
        response: answers({ 200: CategoryResponseSchema }),
      },
    },
    async (req) => {
      const category = await structure.saveCategory(app.db, requireStaff(req), req.body, req.params.id)
      return { message: `Category ${category.name} saved.`, category }
    },
  )
  app.delete(
    '/categories/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => structure.deleteCategory(app.db, requireStaff(req), req.params.id),
  )

  // Brands and brand groups
  app.get(
    '/brands',
    { schema: { tags, security, response: answers({ 200: BrandListResponseSchema }) } },
    async () => structure.listBrands(app.db.kysely),
  )
  app.post(
    '/brands',
    { schema: { tags, security, body: BrandInputSchema, response: answers({ 201: BrandResponseSchema }) } },
    async (req, reply) => {
      const brand = await structure.saveBrand(app.db, requireStaff(req), req.body)
      return reply.status(201).send({ message: `Brand ${brand.name} created.`, brand })
    },
  )
  app.put(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: BrandInputSchema,
        response: answers({ 200: BrandResponseSchema }),
      },
    },
    async (req) => {
      const brand = await structure.saveBrand(app.db, requireStaff(req), req.body, req.params.id)
      return { message: `Brand ${brand.name} saved.`, brand }
    },
  )
  app.delete(
    '/brands/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => structure.deleteBrand(app.db, requireStaff(req), req.params.id),
  )
  app.get(
    '/brand-groups',
    { schema: { tags, security, response: answers({ 200: BrandGroupListResponseSchema }) } },
    async () => structure.listBrandGroups(app.db.kysely),
  )
  app.put(
    '/brand-groups/:name',
    {
      schema: {
        tags,
        security,
        params: BrandGroupParamsSchema,
        body: RenameBrandGroupSchema,
        response: answers({ 200: BrandGroupListResponseSchema }),
      },
    },
    async (req) => structure.renameBrandGroup(app.db, requireStaff(req), req.params.name, req.body.name),
  )

  // Promo strip and today's deals
  app.get(
    '/promos',
    { schema: { tags, security, response: answers({ 200: PromoListResponseSchema }) } },
    async () => structure.listPromos(app.db.kysely),
  )
  app.post(
    '/promos',
    { schema: { tags, security, body: PromoInputSchema, response: answers({ 201: PromoResponseSchema }) } },
    async (req, reply) => {
      const promo = await structure.savePromo(app.db, requireStaff(req), req.body)
      return reply.status(201).send({ message: 'Promo created.', promo })
    },
  )
  app.put(
    '/promos/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: PromoInputSchema,
        response: answers({ 200: PromoResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Promo saved.',
      promo: await structure.savePromo(app.db, requireStaff(req), req.body, req.params.id),
    }),
  )
  app.delete(
    '/promos/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => structure.deletePromo(app.db, requireStaff(req), req.params.id),
  )
  app.get(
    '/deals',
    { schema: { tags, security, response: answers({ 200: DealsResponseSchema }) } },
    async () => structure.listDeals(app.db.kysely),
  )
  app.put(
    '/deals',
    { schema: { tags, security, body: DealsInputSchema, response: answers({ 200: DealsResponseSchema }) } },
    async (req) => structure.setDeals(app.db, requireStaff(req), req.body.product_ids),
  )
}
