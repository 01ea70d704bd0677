import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'

/** The account's figures arrive as plain numbers of cents. */
export const money = (cents: number) => formatMoney(cents as Cents)
