import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import type { Db } from '../../db/connect'

const MAX_ENTRIES = 5000

interface Entry {
  version: string
  detail: ProductDetail
}

/**
 * Product pages built once and reused while the product is unchanged. Every request still asks
 * the database for the product's version (its updated_at, stock figures and review count and
 * latest review), so several server processes never serve a stale page: this is a cache of the
 * work of building the page, not a copy of state. Least recently used entries go first.
 */
export class ProductDetailCache {
  private readonly entries = new Map<string, Entry>()

  get(slug: string, version: string): ProductDetail | undefined {
    const entry = this.entries.get(slug)
    if (!entry || entry.version !== version) return undefined
    this.entries.delete(slug)
    this.entries.set(slug, entry)
    return entry.detail
  }

  set(slug: string, version: string, detail: ProductDetail): void {
    this.entries.delete(slug)
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(slug, { version, detail })
  }
}

const caches = new WeakMap<Db, ProductDetailCache>()

/** The cache of one database (tests open many). */
export function productDetailCacheFor(db: Db): ProductDetailCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = new ProductDetailCache()
    caches.set(db, cache)
  }
  return cache
}
