import { changeOrderStatus } from '../../domains/orders/order-lifecycle.service'
import { need, parse, statusName, type ShopCommand } from '../command-arguments'

/** `status <order> <status>` and `cancel <order>`: an order moves on, and what followed is printed. */
export const changeOrderStatusCommand: ShopCommand = async ({ ctx, command, args, print }) => {
  const { values, positionals } = parse(args, {
    notes: { type: 'string' },
    'pre-orders-later': { type: 'boolean' },
  })
  const ref = need(positionals[0], '<order>')
  const status =
    command === 'cancel' ? 'Cancelled' : statusName(need(positionals.slice(1).join(' '), '<status>'))
  const change = await changeOrderStatus(
    ctx,
    ref,
    status,
    values.notes as string | undefined,
    undefined,
    values['pre-orders-later'] === true,
  )
  print(`${change.orderNo}: ${change.from} -> ${change.to} (tracking id ${change.verifyCode})`)
  if (change.preOrders.withIt.length)
    print(`Pre-orders that went with it: ${change.preOrders.withIt.join(', ')}`)
  if (change.preOrders.later.length)
    print(`Pre-orders now shipping on their own: ${change.preOrders.later.join(', ')}`)
  if (change.refund)
    print(change.refund === 'refunded' ? 'Card payment refunded.' : 'REFUND FAILED: refund by hand.')
  print(change.mailed ? 'Customer mailed.' : 'Mail to the customer failed (see the log).')
}
