import type { ReplacementLine } from '@shop/shared/recalls'
import type { DbHandle } from '../../db/connect'

/**
 * What collecting a customer's recalled units starts in other domains, as recalls sees it: the flows
 * floor (packages/server/src/flows/) has orders make the replacement, and the app hands it to
 * recalls in the service context (`ctx.recallFlows`), so recalls writes no order and imports no
 * order (docs/architecture.md, "Floors").
 */
export interface RecallFlows {
  /**
   * The replacement of collected units as an order at no charge, inside the caller's transaction:
   * its stock taken (a shortfall throws 409), paid, its documents due. Answers its id and number.
   */
  replacementOrder(
    trx: DbHandle,
    replacement: {
      user: { id: number; email: string }
      lines: readonly ReplacementLine[]
      shippingAddress: string
    },
    now: string,
  ): Promise<{ id: number; orderNo: string }>
}
