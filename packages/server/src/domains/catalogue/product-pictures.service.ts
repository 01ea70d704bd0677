import { randomBytes } from 'node:crypto'
import type { Picture } from '@shop/shared/schemas/admin/catalogue'
import { withoutControlCharacters } from '@shop/shared/schemas/text'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { badRequest, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { FileStore } from '../../lib/file-store'
import { PICTURE_SIZES, PICTURE_WEBP, storedPicture } from '../../lib/product-pictures'
import { recordAudit, type StaffActor } from '../../audit/audit'
import * as repo from './catalogue.admin.repository'
import { toPicture } from './catalogue.admin.service'

/** Where pictures go (the file store's pictures) and how their URLs start (MEDIA_URL). */
export interface MediaPlace {
  files: FileStore
  mediaUrl: string
}

/** Uploaded pictures are named so; only these files are removed with their picture (seed files are shared). */
const UPLOAD_PREFIX = 'upload-'

/** The product's first picture is its thumbnail on cards and in the cart. */
async function syncThumbnail(trx: DbHandle, productId: number) {
  const [first] = await repo.findPictures(trx, productId)
  await repo.updateProduct(trx, productId, {
    thumbnail: first?.url ?? '',
    thumbnail_name: first?.image_name ?? '',
    thumbnail_compress: first?.compress_image ?? JSON.stringify({ image_urls: {} }),
    updated_at: nowIso(),
  })
}

/**
 * Resizes an uploaded picture to the storefront's 300px and 800px WebP squares (the whole picture
 * fits, on white) in the store's pictures (products/) and adds it after the product's other pictures.
 */
export async function addPicture(
  db: Db,
  media: MediaPlace,
  actor: StaffActor | null,
  productId: number,
  upload: Buffer,
  name: string,
): Promise<Picture[]> {
  const product = await repo.findProductName(db.kysely, productId)
  if (!product) throw notFound('No such product.')
  // Loaded with the first upload: a process that never takes one never holds libvips (about 20 MiB).
  const { default: sharp } = await import('sharp')
  let format: string | undefined
  try {
    format = (await sharp(upload).metadata()).format
  } catch {
    format = undefined
  }
  if (!format || !['jpeg', 'png', 'webp'].includes(format)) {
    throw badRequest('file: A picture must be a JPEG, PNG or WebP image.', {
      file: ['must be a JPEG, PNG or WebP image'],
    })
  }
  const base = `${UPLOAD_PREFIX}${productId}-${randomBytes(6).toString('hex')}`
  for (const size of PICTURE_SIZES) {
    const webp = await sharp(upload)
      .rotate()
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp(PICTURE_WEBP)
      .toBuffer()
    await media.files.put('media', `products/${base}-${size}.webp`, webp, 'image/webp')
  }
  const stored = storedPicture(media.mediaUrl, base)
  // The file's name, without control characters (a NUL cannot be stored on PostgreSQL), is its alt text.
  const alt =
    Array.from(withoutControlCharacters(name).replace(/\.[a-z0-9]+$/i, ''))
      .slice(0, 100)
      .join('')
      .trim() || product.product_name
  return writeTransaction(db, async (trx) => {
    const pictures = await repo.findPictures(trx, productId)
    const row = await repo.insertPicture(trx, {
      product_id: productId,
      url: stored.url,
      image_name: stored.fileName,
      name: alt,
      compress_image: stored.compress,
      position: pictures.length ? Math.max(...pictures.map((p) => p.position)) + 1 : 0,
    })
    await syncThumbnail(trx, productId)
    await recordAudit(trx, actor, {
      action: 'product.picture_add',
      entity: 'product',
      entityId: productId,
      before: null,
      after: { picture_id: row.id, url: stored.url },
    })
    return (await repo.findPictures(trx, productId)).map(toPicture)
  })
}

/** Puts the product's pictures in the given order (every one of them, each once). */
export async function reorderPictures(db: Db, actor: StaffActor | null, productId: number, ids: number[]) {
  return writeTransaction(db, async (trx) => {
    const pictures = await repo.findPictures(trx, productId)
    const own = new Set(pictures.map((p) => p.id))
    if (ids.length !== own.size || new Set(ids).size !== ids.length || !ids.every((id) => own.has(id))) {
      throw badRequest('picture_ids: List every picture of the product once.', {
        picture_ids: ['must list every picture of the product once'],
      })
    }
    for (const [position, id] of ids.entries()) {
      await repo.setPicturePosition(trx, id, position)
    }
    await syncThumbnail(trx, productId)
    await recordAudit(trx, actor, {
      action: 'product.pictures_reorder',
      entity: 'product',
      entityId: productId,
      before: pictures.map((p) => p.id),
      after: ids,
    })
    return (await repo.findPictures(trx, productId)).map(toPicture)
  })
}

export async function deletePicture(
  db: Db,
  media: MediaPlace,
  actor: StaffActor | null,
  productId: number,
  pictureId: number,
) {
  const result = await writeTransaction(db, async (trx) => {
    const picture = (await repo.findPictures(trx, productId)).find((p) => p.id === pictureId)
    if (!picture) throw notFound('No such picture of this product.')
    await repo.deletePicture(trx, pictureId)
    await syncThumbnail(trx, productId)
    await recordAudit(trx, actor, {
      action: 'product.picture_delete',
      entity: 'product',
      entityId: productId,
      before: { picture_id: pictureId, url: picture.url },
      after: null,
    })
    return { picture, pictures: (await repo.findPictures(trx, productId)).map(toPicture) }
  })
  if (result.picture.image_name.startsWith(UPLOAD_PREFIX)) {
    const base = result.picture.image_name.replace(/-800\.webp$/, '')
    await Promise.all(
      PICTURE_SIZES.map((size) => media.files.remove('media', `products/${base}-${size}.webp`)),
    )
  }
  return result.pictures
}
