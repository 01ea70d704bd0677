import { formatDollars } from '@shop/shared/format'
import { listShippingRates, saveShippingRate } from '../coupons-and-rates-in-dollars'
import { dollars, need, parse, type ShopCommand } from '../command-arguments'

/** `shipping-rates`: each country's rate and where it becomes free. */
export const listShippingRatesCommand: ShopCommand = async ({ ctx, args, print }) => {
  parse(args)
  for (const r of await listShippingRates(ctx.db)) {
    print(
      `${r.country}\t${formatDollars(r.rate)}\t${r.free_over === null ? 'never free' : `free from ${formatDollars(r.free_over)}`}`,
    )
  }
}

/** `shipping-rate <COUNTRY|*> --rate DOLLARS [--free-over DOLLARS|none]`: a country's rate added or changed. */
export const saveShippingRateCommand: ShopCommand = async ({ ctx, args, print }) => {
  const { values, positionals } = parse(args, {
    rate: { type: 'string' },
    'free-over': { type: 'string' },
  })
  const country = need(positionals.join(' '), '<COUNTRY>')
  const rate = dollars(need(values.rate as string | undefined, '--rate'), '--rate')!
  const freeOverText = values['free-over'] as string | undefined
  const freeOver =
    freeOverText === undefined || freeOverText === 'none' ? null : dollars(freeOverText, '--free-over')!
  const saved = await saveShippingRate(ctx.db, { country, rate, freeOver })
  print(
    `Shipping to ${saved.country}: ${formatDollars(saved.rate)}${saved.free_over === null ? '' : `, free from ${formatDollars(saved.free_over)}`}.`,
  )
}
