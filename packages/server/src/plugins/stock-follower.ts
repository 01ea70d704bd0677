import { stockChangesBetween } from '../db/catalogue-version'
import type { Db } from '../db/connect'
import type { AnswerCache } from '../lib/answer-cache'

/** Stock changes remembered, to tell whether an answer being built has been overtaken by one. */
const REMEMBERED = 1000

/**
 * Follows the database's stock changes for one process's catalogue cache: when a request reads a
 * stock number beyond what the cache reflects, the products changed in between are read (once,
 * shared by every request waiting) and the answers showing them dropped before any is served.
 */
export function stockFollower(db: Db, cache: AnswerCache) {
  /** The stock number the cache reflects; null until the first read (the cache is empty then). */
  let applied: number | null = null
  let applying: Promise<void> | null = null
  const recent: { after: number; upTo: number; products: Set<number> }[] = []

  const apply = (upTo: number): Promise<void> => {
    const after = applied!
    return stockChangesBetween(db, after, upTo).then((products) => {
      if (products === null) {
        // Further behind than the database keeps: nothing cached can be trusted.
        cache.clear()
        recent.length = 0
      } else {
        cache.dropProducts(products)
        recent.push({ after, upTo, products: new Set(products) })
        if (recent.length > REMEMBERED) recent.shift()
      }
      applied = Math.max(applied!, upTo)
    })
  }

  return {
    /** Nothing when the cache is up to date with `stock`; else a promise of it being so. */
    catchUp(stock: number): Promise<void> | undefined {
      if (applied === null) applied = stock
      if (stock <= applied) return undefined
      if (!applying) {
        applying = apply(stock).finally(() => {
          applying = null
        })
      }
      return applying.then(() => this.catchUp(stock))
    },

    /** Whether a change applied after stock number `since` was for one of `products`. */
    changedSince(since: number, products: readonly number[]): boolean {
      if (applied === null || since >= applied || !products.length) return false
      if (!recent.length || recent[0]!.after > since) return true
      return recent.some((c) => c.upTo > since && products.some((id) => c.products.has(id)))
    },
  }
}
