import { zodResolver } from '@hookform/resolvers/zod'
import { ShopSettingsSchema, type ShopSettings } from '@shop/shared/schemas/admin/auth'
import { Controller, useForm } from 'react-hook-form'
import { MoneyInput } from '../../../components/admin/money-input'
import { FormField } from '../../../components/form-field'
import { announceOutcome, showFieldErrors } from '../../../lib/admin-outcome'
import { useSaveSettingsMutation } from '../admin-settings.api'

/** The shop's settings (owner only). */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [save, { isLoading }] = useSaveSettingsMutation()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShopSettings>({ resolver: zodResolver(ShopSettingsSchema), values: settings })
  const submit = handleSubmit(async (body) => {
    const result = await save(body)
    if (!announceOutcome(result, 'Settings saved.')) showFieldErrors(result.error, setError)
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      className="admin-panel"
      style={{ maxWidth: '36rem' }}
      aria-label="Shop settings"
    >
      <Controller
        control={control}
        name="refund_owner_over_cents"
        render={({ field }) => (
          <MoneyInput
            label="Refunds above this need an owner"
            value={field.value}
            onChange={(v) => field.onChange(v ?? 0)}
            error={errors.refund_owner_over_cents?.message}
            hint="Staff can cancel and refund orders up to this total."
          />
        )}
      />
      <FormField
        label="Low stock at or below (units)"
        type="number"
        min={0}
        registration={register('low_stock_threshold', { valueAsNumber: true })}
        error={errors.low_stock_threshold?.message}
      />
      <FormField
        label="Default minimum shelf life on arrival (days)"
        type="number"
        min={0}
        registration={register('default_min_shelf_life_days', { valueAsNumber: true })}
        error={errors.default_min_shelf_life_days?.message}
        hint="For products without their own; a lot arriving with less is held off the shelf."
      />
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Save settings
      </button>
    </form>
  )
}
