// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { ToastContainer } from 'react-toastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FormField } from '../form-field'
import { fieldBinder } from './field-binder'
import { useAdminSave, type SaveResult } from './use-admin-save'

afterEach(cleanup)

const Schema = z.object({ name: z.string().min(1, 'Name is required'), slug: z.string() })
type Values = z.infer<typeof Schema>

function BrandLikeForm({
  send,
  reset,
  onSaved,
}: {
  send: (values: Values) => Promise<SaveResult<{ id: number }>>
  reset?: boolean
  onSaved?: (data: { id: number }) => void
}) {
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { name: '', slug: '' } })
  const submit = useAdminSave(form, { send, saved: 'Brand saved.', reset, onSaved })
  const { errors } = form.formState
  return (
    <>
      <form noValidate onSubmit={submit} aria-label="Brand">
        <FormField label="Name" registration={form.register('name')} error={errors.name?.message} />
        <FormField label="Slug" registration={form.register('slug')} error={errors.slug?.message} />
        <button type="submit">Save</button>
      </form>
      <ToastContainer />
    </>
  )
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })))
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? ''
  return ids ? document.getElementById(ids.split(' ').at(-1)!)?.textContent : undefined
}

describe('useAdminSave', () => {
  it("puts a 400's per-field messages under their own fields, and keeps what was typed", async () => {
    const send = vi.fn(async () => ({
      error: {
        status: 400,
        data: { message: 'slug: Already taken', errors: { slug: ['Already taken'] } },
      },
    }))
    render(<BrandLikeForm send={send} reset />)
    fill('Name', 'Acme')
    fill('Slug', 'acme')
    await save()
    expect(send).toHaveBeenCalledWith({ name: 'Acme', slug: 'acme' })
    expect(errorOf('Slug')).toBe('Already taken')
    expect(errorOf('Name')).toBeUndefined()
    expect(screen.getByLabelText('Slug')).toHaveProperty('value', 'acme')
    // The toast says it in words, without the API's 'slug: ' in front of them.
    await waitFor(() => expect(screen.getAllByText('Already taken')).toHaveLength(2))
    expect(screen.queryByText('slug: Already taken')).toBeNull()
  })

  it('sends nothing when the shared schema refuses the values', async () => {
    const send = vi.fn()
    render(<BrandLikeForm send={send} />)
    await save()
    expect(send).not.toHaveBeenCalled()
    expect(errorOf('Name')).toBe('Name is required')
    // Never silent, even when the refused value has no field of its own on screen.
    expect(await screen.findByText('Nothing was saved: correct the fields marked in red.')).toBeTruthy()
  })

  it("announces the server's own message, resets the form, then hands on the answer", async () => {
    const onSaved = vi.fn()
    render(
      <BrandLikeForm
        send={async () => ({ data: { id: 7, message: 'Acme is in.' } })}
        reset
        onSaved={onSaved}
      />,
    )
    fill('Name', 'Acme')
    await save()
    expect(await screen.findByText('Acme is in.')).toBeTruthy()
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '')
    expect(onSaved).toHaveBeenCalledWith({ id: 7, message: 'Acme is in.' })
  })

  it('announces the fallback and keeps the values when asked not to reset', async () => {
    render(<BrandLikeForm send={async () => ({ data: { id: 1 } })} />)
    fill('Name', 'Acme')
    await save()
    expect(await screen.findByText('Brand saved.')).toBeTruthy()
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Acme')
  })

  it("puts a message for a line's field (a dotted path such as lots.1.quantity) under that line's field", async () => {
    function DeliveryLikeForm() {
      const form = useForm<{ lots: { quantity: number }[] }>({
        defaultValues: { lots: [{ quantity: 1 }, { quantity: 2 }] },
      })
      const submit = useAdminSave(form, {
        send: async () => ({
          error: {
            status: 400,
            data: { message: 'Check the lots.', errors: { 'lots.1.quantity': ['Too many'] } },
          },
        }),
        saved: 'Delivery received.',
      })
      const field = fieldBinder(form)
      return (
        <form noValidate onSubmit={submit}>
          <FormField label="Units of lot 1" {...field('lots.0.quantity', { valueAsNumber: true })} />
          <FormField label="Units of lot 2" {...field('lots.1.quantity', { valueAsNumber: true })} />
          <button type="submit">Save</button>
        </form>
      )
    }
    render(<DeliveryLikeForm />)
    await save()
    expect(errorOf('Units of lot 2')).toBe('Too many')
    expect(errorOf('Units of lot 1')).toBeUndefined()
  })
})
