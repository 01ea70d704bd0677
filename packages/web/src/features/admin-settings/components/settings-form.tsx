import { zodResolver } from '@hookform/resolvers/zod'
import { ShopSettingsSchema, type ShopSettings } from '@shop/shared/schemas/admin/auth'
import { useForm } from 'react-hook-form'
import { fieldBinder } from '../../../components/admin/field-binder'
import { MoneyField } from '../../../components/admin/money-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { useSaveSettingsMutation } from '../admin-settings.api'

/** The shop's settings (owner only). */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [save, { isLoading }] = useSaveSettingsMutation()
  const form = useForm<ShopSettings>({ resolver: zodResolver(ShopSettingsSchema), values: settings })
  // Not reset: the saved settings come back from the server and fill the form again.
  const submit = useAdminSave(form, { send: save, saved: 'Settings saved.' })
  const field = fieldBinder(form)
  return (
    <form
      noValidate
      onSubmit={submit}
      className="admin-panel"
      style={{ maxWidth: '36rem' }}
      aria-label="Shop settings"
    >
      <MoneyField
        control={form.control}
        name="refund_owner_over_cents"
        label="Refunds above this need an owner"
        hint="Staff can cancel and refund orders up to this total."
        emptyIsZero
      />
      <FormField
        label="Low stock at or below (units)"
        type="number"
        min={0}
        {...field('low_stock_threshold', { valueAsNumber: true })}
      />
      <FormField
        label="Default minimum shelf life on arrival (days)"
        type="number"
        min={0}
        {...field('default_min_shelf_life_days', { valueAsNumber: true })}
        hint="For products without their own; a lot arriving with less is held off the shelf."
      />
      <FormField
        label="Return window (days after delivery)"
        type="number"
        min={0}
        {...field('return_window_days', { valueAsNumber: true })}
        hint="Customers may start a return from a delivered order for this many days."
      />
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Save settings
      </button>
    </form>
  )
}
