import { performance } from 'node:perf_hooks'
import { backoffSeconds } from '../../lib/backoff'
import type { ServiceContext } from '../../lib/service-context'
import { produceOrderDocuments } from './order-documents.service'
import * as repo from './order-documents.repository'

// A paid order's invoice and confirmation mail are produced after the customer has the answer
// (docs/decisions/0061-order-documents-after-the-answer.md): the transaction that marks the order
// paid records them as due in order_documents_due, this process works them off moments later, and
// the `order-documents` job finds any a crash left behind.

/** A worker holds an order's documents this long; after a crash they are free again. */
const LEASE_MS = 5 * 60_000
/** After this many failed tries the mail goes without its invoice link (staff make the invoice). */
const TRIES_WITH_INVOICE = 5
const BATCH = 50

export interface DocumentsRun {
  produced: number[]
  postponed: number[]
}

export interface DocumentsRunOptions {
  /** Awaited before each order's documents (the in-process worker waits for a quiet moment). */
  beforeEach?: () => Promise<void>
  /** "Now" read again for each order, when a run may last (its leases start when it claims). */
  clock?: () => Date
}

/** Produces the documents of every order due by `now` that no other worker holds. */
export async function produceDueOrderDocuments(
  ctx: ServiceContext,
  now: Date,
  options: DocumentsRunOptions = {},
): Promise<DocumentsRun> {
  const k = ctx.db.kysely
  const run: DocumentsRun = { produced: [], postponed: [] }
  const seen = new Set<number>()
  for (;;) {
    if (options.clock) now = options.clock()
    const ids = (await repo.findDueOrderIds(k, now.toISOString(), BATCH)).filter((id) => !seen.has(id))
    if (ids.length === 0) return run
    for (const orderId of ids) {
      seen.add(orderId)
      if (options.beforeEach) {
        await options.beforeEach()
        if (options.clock) now = options.clock()
      }
      const nowIso = now.toISOString()
      const attempt = await repo.claimDocuments(
        k,
        orderId,
        nowIso,
        new Date(now.getTime() + LEASE_MS).toISOString(),
      )
      if (attempt === null) continue
      try {
        await produceOrderDocuments(ctx, orderId, { invoiceRequired: attempt < TRIES_WITH_INVOICE })
        await repo.deleteDocumentsDue(k, orderId)
        run.produced.push(orderId)
      } catch (error) {
        const retryAt = new Date(now.getTime() + backoffSeconds(attempt) * 1000).toISOString()
        await repo.postponeDocuments(
          k,
          orderId,
          retryAt,
          error instanceof Error ? error.message : String(error),
        )
        ctx.log.error({ err: error, orderId, attempt }, 'order documents failed; tried again later')
        run.postponed.push(orderId)
      }
    }
  }
}

/** Works off due documents in this process, right after the answers that made them. */
export interface OrderDocumentsWorker {
  /** Something became due: work it off as soon as the current requests have been answered. */
  wake(): void
  /** Resolves once nothing woken is left to do (tests, shutdown). */
  idle(): Promise<void>
  stop(): Promise<void>
}

/**
 * Waits, before each order's documents, for a moment without requests: `requests()` counts the
 * requests the process has received. Documents cost about twice an order's answer (decision
 * 0061), so at full load they would take half the time the answers need; this way they take what
 * the answers leave, run back to back while nothing arrives, and trail under a burst. They never
 * starve: one order's documents go at least every `atLeastEveryMs`.
 */
export function quietMomentPacer(
  requests: () => number,
  options: { atLeastEveryMs: number; quietMs: number },
) {
  let lastStart = performance.now()
  let seen = requests()
  return async () => {
    // Requests that arrived meanwhile are read and answered first.
    await new Promise((resolve) => setImmediate(resolve))
    while (requests() !== seen && performance.now() - lastStart < options.atLeastEveryMs) {
      seen = requests()
      await new Promise((resolve) => setTimeout(resolve, options.quietMs))
    }
    seen = requests()
    lastStart = performance.now()
  }
}

/** The in-process worker's pacing (see quietMomentPacer). */
export const DOCUMENTS_PACING = { atLeastEveryMs: 100, quietMs: 2 }

export function createOrderDocumentsWorker(
  ctx: () => ServiceContext,
  clock: () => Date,
  options: { pacing?: typeof DOCUMENTS_PACING & { requests: () => number } } = {},
): OrderDocumentsWorker {
  const pace = options.pacing ? quietMomentPacer(options.pacing.requests, options.pacing) : undefined
  let again = false
  let stopped = false
  let active: Promise<void> | null = null

  async function loop() {
    // After the answers in flight: the documents never hold a customer's answer back.
    await new Promise((resolve) => setImmediate(resolve))
    while (again && !stopped) {
      again = false
      const context = ctx()
      await produceDueOrderDocuments(context, clock(), { beforeEach: pace, clock }).catch((error: unknown) =>
        context.log.error({ err: error }, 'order documents run failed; the order-documents job tries again'),
      )
    }
  }

  function start() {
    active = loop().finally(() => {
      active = null
      // Woken after the loop's last look: go round once more.
      if (again && !stopped) start()
    })
  }

  return {
    wake() {
      if (stopped) return
      again = true
      if (!active) start()
    },
    async idle() {
      while (active) await active
    },
    async stop() {
      // What was woken is finished first: a paid order's mail is not left for the job.
      while (active) await active
      stopped = true
    },
  }
}
