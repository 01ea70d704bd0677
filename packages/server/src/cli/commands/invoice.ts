import { regenerateInvoice } from '../../domains/orders/order-commands.service'
import { need, parse, type ShopCommand } from '../command-arguments'

/** `invoice <order>`: the order's invoice PDF written again. */
export const writeInvoice: ShopCommand = async ({ ctx, args, print }) => {
  const { positionals } = parse(args)
  print(`Invoice: ${await regenerateInvoice(ctx, need(positionals[0], '<order>'))}`)
}
