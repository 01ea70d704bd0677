import { roleMay } from '@shop/shared/business-account-roles'
import { accountAccess } from '../domains/business-accounts/account-access'
import type { PricingFlows } from '../domains/checkout/pricing-flows'
import { accountContracts } from '../domains/price-lists/price-lists.service'

/** A buyer's contract prices come from the price lists of the approved account they order for. */
export const pricingFlows: PricingFlows = {
  async accountContracts(k, userId, productIds) {
    const access = await accountAccess(k, userId)
    if (!access || access.account.status !== 'approved' || !roleMay(access.role, 'order')) return new Map()
    return accountContracts(k, access.account.id, productIds)
  },
}
