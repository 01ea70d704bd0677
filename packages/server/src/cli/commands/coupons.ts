import { formatDollars } from '@shop/shared/format'
import { listCoupons, saveCoupon, type CouponInput } from '../coupons-and-rates-in-dollars'
import { dollars, need, optionalLimit, parse, UsageError, type ShopCommand } from '../command-arguments'

/** `coupons`: every coupon, one a line. */
export const listCouponsCommand: ShopCommand = async ({ ctx, args, print }) => {
  parse(args)
  for (const c of await listCoupons(ctx.db)) {
    const value = c.type === 'percent' ? `${c.value}%` : formatDollars(c.value)
    print(
      `${c.code}\t${value}\tmin ${formatDollars(c.min_amount)}\t${c.starts_at ?? '-'} to ${c.ends_at ?? '-'}\tused ${c.used_count}/${c.max_uses ?? 'unlimited'}\tper customer ${c.max_uses_per_customer ?? 'unlimited'}\t${c.active ? 'active' : 'inactive'}`,
    )
  }
}

/** `coupon <CODE> [options]`: a new coupon, or only the given fields of an existing one changed. */
export const saveCouponCommand: ShopCommand = async ({ ctx, args, print }) => {
  const { values, positionals } = parse(args, {
    type: { type: 'string' },
    value: { type: 'string' },
    min: { type: 'string' },
    starts: { type: 'string' },
    ends: { type: 'string' },
    'max-uses': { type: 'string' },
    'max-per-customer': { type: 'string' },
    active: { type: 'boolean' },
    inactive: { type: 'boolean' },
  })
  const code = need(positionals[0], '<CODE>').toUpperCase()
  const existing = (await listCoupons(ctx.db)).find((c) => c.code === code)
  const value = values.value === undefined ? existing?.value : Number(values.value)
  if (value === undefined || Number.isNaN(value)) throw new UsageError('--value is required for a new coupon')
  const input: CouponInput = {
    code,
    type: ((values.type as string | undefined) ?? existing?.type ?? 'percent') as 'percent' | 'fixed',
    value,
    minAmount: dollars(values.min as string | undefined, '--min') ?? existing?.min_amount ?? 0,
    startsAt: values.starts === undefined ? (existing?.starts_at ?? null) : String(values.starts) || null,
    endsAt: values.ends === undefined ? (existing?.ends_at ?? null) : String(values.ends) || null,
    maxUses: optionalLimit(values['max-uses'] as string | undefined, '--max-uses') ?? null,
    maxUsesPerCustomer:
      optionalLimit(values['max-per-customer'] as string | undefined, '--max-per-customer') ?? null,
    active: values.inactive ? false : values.active ? true : (existing?.active ?? true),
  }
  if (values['max-uses'] === undefined) input.maxUses = existing?.max_uses ?? null
  if (values['max-per-customer'] === undefined)
    input.maxUsesPerCustomer = existing?.max_uses_per_customer ?? null
  const saved = await saveCoupon(ctx.db, input)
  print(`${existing ? 'Changed' : 'Added'} coupon ${saved.code}.`)
}
