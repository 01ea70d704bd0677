import type { ContractPrice } from '@shop/shared/contract-prices'
import type { DbHandle } from '../../db/connect'

/**
 * What checkout needs of other domains to price a line (the flows floor, wired by the app): the
 * contract prices of the buyer's business account, by product (docs/decisions/0142-contract-prices.md).
 */
export interface PricingFlows {
  /** Empty for a buyer with no approved account, or whose role may not order for it. */
  accountContracts(
    k: DbHandle,
    userId: number,
    productIds: readonly number[],
  ): Promise<Map<number, ContractPrice[]>>
}
