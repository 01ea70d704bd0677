import { formatDateTime, formatDollars } from '@shop/shared/format'
import { listOrders } from '../../domains/orders/order-commands.service'
import { parse, statusName, wholeNumber, type ShopCommand } from '../command-arguments'

/** `orders [--status S] [--payment P] [--limit N]`: the newest orders, one a line. */
export const listOrdersCommand: ShopCommand = async ({ ctx, args, print }) => {
  const { values } = parse(args, {
    status: { type: 'string' },
    payment: { type: 'string' },
    limit: { type: 'string' },
  })
  const rows = await listOrders(ctx, {
    status: values.status === undefined ? undefined : statusName(String(values.status)),
    payment: values.payment as string | undefined,
    limit: wholeNumber(values.limit as string | undefined, '--limit'),
  })
  if (rows.length === 0) print('No orders.')
  for (const o of rows) {
    print(
      `${o.id}\t${o.order_no}\t${formatDateTime(o.created_at, ctx.config.shop.timeZone)}\t${o.order_status}\t${o.payment_status}\t${formatDollars(o.grand_total)}\t${o.email}${o.back_order ? '\tpre-order' : ''}`,
    )
  }
}
