import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { fieldBinder, type FieldBinder } from '../../../components/admin/field-binder'
import { FormPanel } from '../../../components/admin/form-panel'
import { useAdminSave, type SaveResult } from '../../../components/admin/use-admin-save'

interface CatalogueRowFormProps<TInput extends FieldValues> {
  /** 'brand': 'New brand', 'Save brand', 'New brand instead'. */
  noun: string
  /** The toast after a save, when the server's answer has no message. */
  saved: string
  /** The heading while a row is being changed; without a row the form adds one. */
  changing: string | null
  schema: z.ZodType
  values: TInput
  /** Saves under the row's id, or adds a row without one. */
  save: (body: TInput) => Promise<SaveResult<unknown>>
  busy: boolean
  /** Back to adding a new row (after a save, or on the button). */
  onDone: () => void
  fields: (field: FieldBinder<TInput>, form: UseFormReturn<TInput>) => ReactNode
}

/** The form under a catalogue list (brands, categories, promos) that adds a row or changes the chosen one. */
export function CatalogueRowForm<TInput extends FieldValues>({
  noun,
  saved,
  changing,
  schema,
  values,
  save,
  busy,
  onDone,
  fields,
}: CatalogueRowFormProps<TInput>) {
  const form = useForm<TInput>({
    resolver: zodResolver(schema as never) as never,
    values,
  })
  const submit = useAdminSave(form, {
    send: save,
    saved,
    reset: true,
    onSaved: onDone,
  })
  return (
    <FormPanel
      title={changing ?? `New ${noun}`}
      onSubmit={submit}
      busy={busy}
      submitLabel={`Save ${noun}`}
      startNew={changing === null ? undefined : { label: `New ${noun} instead`, onClick: onDone }}
    >
      {fields(fieldBinder(form), form)}
    </FormPanel>
  )
}
