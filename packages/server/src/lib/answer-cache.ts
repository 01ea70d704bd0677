import zlib from 'node:zlib'

/** The encodings an answer is kept in, best first (the compress plugin offers the same two). */
export type Encoding = 'br' | 'gzip' | 'identity'

/** Below this an answer is sent as it is (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * The client's preferred encoding among br and gzip from its Accept-Encoding header (q=0 refuses
 * one); 'identity' when it accepts neither.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  let best: Encoding = 'identity'
  let bestQ = 0
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue
    const qParam = params.find((p) => p.trim().startsWith('q='))
    const q = qParam ? Number(qParam.trim().slice(2)) : 1
    if (!(q > 0)) continue
    const encoding: Encoding = name === '*' ? 'br' : name
    // Equal weights: br first, as the compress plugin does.
    if (q > bestQ || (q === bestQ && encoding === 'br')) {
      best = encoding
      bestQ = q
    }
  }
  return best
}

/** One cached answer: the JSON as sent, and its compressed forms once a client asked for them. */
export interface CachedAnswer {
  version: number
  body: Buffer
  /** The products whose stock the answer shows: a stock change of one of them drops it. */
  products?: readonly number[]
  br?: Buffer
  gzip?: Buffer
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // Done once per answer and version, so a better ratio than on-the-fly compression.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 })
}

function sizeOf(key: string, answer: CachedAnswer): number {
  // Key characters (two bytes each in V8 at worst) and a rough per-entry overhead.
  return (
    key.length * 2 +
    200 +
    answer.body.length +
    (answer.br?.length ?? 0) +
    (answer.gzip?.length ?? 0) +
    // The product ids and their place in the index.
    (answer.products?.length ?? 0) * 48
  )
}

/**
 * Serialised answers by key, bounded by bytes: least recently used first out when a new or grown
 * entry would pass `maxBytes`. An entry is good only for the version it was built under; the
 * caller compares it with the database's version on every read.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>()
  /** The keys of the answers that show each product's stock. */
  private readonly byProduct = new Map<number, Set<string>>()
  private totalBytes = 0
  /** Answers `get` found (for the metrics). */
  hits = 0

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.totalBytes
  }

  get size(): number {
    return this.entries.size
  }

  /** The answer for `key` built under `version`, else undefined (a stale one is dropped). */
  get(key: string, version: number): CachedAnswer | undefined {
    const answer = this.entries.get(key)
    if (!answer) return undefined
    if (answer.version !== version) {
      this.remove(key, answer)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, answer)
    this.hits += 1
    return answer
  }

  set(key: string, version: number, body: Buffer, products?: readonly number[]): CachedAnswer {
    const answer: CachedAnswer = { version, body, products }
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    this.admit(key, answer)
    return answer
  }

  /** Drops every answer that shows the stock of one of these products. */
  dropProducts(ids: Iterable<number>): void {
    for (const id of ids) {
      const keys = this.byProduct.get(id)
      if (!keys) continue
      for (const key of [...keys]) {
        const answer = this.entries.get(key)
        if (answer) this.remove(key, answer)
      }
    }
  }

  /** The answer's bytes in `encoding`, compressing (once) when the client asks for it first. */
  encoded(key: string, answer: CachedAnswer, encoding: Encoding): Buffer {
    if (encoding === 'identity' || answer.body.length < COMPRESS_THRESHOLD_BYTES) return answer.body
    const existing = answer[encoding]
    if (existing) return existing
    const bytes = compress(answer.body, encoding)
    if (this.entries.get(key) === answer) {
      this.remove(key, answer)
      answer[encoding] = bytes
      this.admit(key, answer)
    }
    return bytes
  }

  clear(): void {
    this.entries.clear()
    this.byProduct.clear()
    this.totalBytes = 0
  }

  private remove(key: string, answer: CachedAnswer) {
    this.entries.delete(key)
    this.totalBytes -= sizeOf(key, answer)
    for (const id of answer.products ?? []) {
      const keys = this.byProduct.get(id)
      keys?.delete(key)
      if (keys?.size === 0) this.byProduct.delete(id)
    }
  }

  private admit(key: string, answer: CachedAnswer) {
    const size = sizeOf(key, answer)
    // An answer bigger than the whole budget is served but not kept.
    if (size > this.maxBytes) return
    while (this.totalBytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!
      this.remove(oldestKey, oldest)
    }
    this.entries.set(key, answer)
    this.totalBytes += size
    for (const id of answer.products ?? []) {
      let keys = this.byProduct.get(id)
      if (!keys) this.byProduct.set(id, (keys = new Set()))
      keys.add(key)
    }
  }
}
