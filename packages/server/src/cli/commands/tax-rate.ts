import { saveTaxRate } from '../coupons-and-rates-in-dollars'
import { need, parse, UsageError, type ShopCommand } from '../command-arguments'

/** `tax-rate <COUNTRY|*> --percent P`: a country's sales tax added or changed. */
export const saveTaxRateCommand: ShopCommand = async ({ ctx, args, print }) => {
  const { values, positionals } = parse(args, { percent: { type: 'string' } })
  const country = need(positionals.join(' '), '<COUNTRY>')
  const percent = Number(need(values.percent as string | undefined, '--percent'))
  if (!Number.isFinite(percent)) throw new UsageError('--percent must be a number')
  const saved = await saveTaxRate(ctx.db, { country, percent })
  print(`Tax for ${saved.country}: ${saved.percent}%.`)
}
