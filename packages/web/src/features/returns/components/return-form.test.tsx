// @vitest-environment jsdom
import type { ReturnOptions } from '@shop/shared/schemas/returns'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ReturnForm } from './return-form'

afterEach(cleanup)

const OPTIONS: ReturnOptions = {
  returnable: true,
  refusal: null,
  deadline: '2026-12-15',
  window_days: 30,
  lines: [
    {
      order_item_id: 21,
      product_id: 5,
      product_name: 'Nitrile gloves',
      bought: 3,
      returnable_quantity: 3,
      returnability: 'returnable',
      returnability_label: 'Returnable',
    } as ReturnOptions['lines'][number],
  ],
}

const render = (options: ReturnOptions, extra = {}) => {
  const server = mockServer({ 'GET customer/orders/9/return-options': { body: options }, ...extra })
  const onDone = vi.fn()
  renderWithProviders(<ReturnForm orderId={9} onDone={onDone} />, { server })
  return { server, onDone }
}

describe('ReturnForm', () => {
  it('shows why an order cannot be returned instead of the form', async () => {
    render({ ...OPTIONS, returnable: false, refusal: 'This order has not been delivered yet.', lines: [] })
    expect(await screen.findByText('This order has not been delivered yet.')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Return items' })).toBeNull()
  })

  it('asks for an item and a reason before sending anything', async () => {
    const { server } = render(OPTIONS)
    expect(
      await screen.findByText(/You can start a return until 15-12-2026 \(30 days after delivery\)/),
    ).toBeTruthy()
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    expect(await screen.findByText('Choose at least one item to return.')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/Nitrile gloves/))
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    expect(await screen.findByText('Choose why you are returning the items.')).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('lets an item returnable only when the shop was at fault be ticked only for such a reason, saying why', async () => {
    const sterile = {
      ...OPTIONS.lines[0]!,
      order_item_id: 22,
      product_name: 'Sterile dressing',
      returnability: 'damaged_or_wrong_only',
      returnability_label: 'Not returnable unless damaged or wrong',
    } as ReturnOptions['lines'][number]
    render({ ...OPTIONS, lines: [...OPTIONS.lines, sterile] })
    const box = await screen.findByLabelText(/Sterile dressing/)
    expect(box).toHaveProperty('disabled', true)
    expect(screen.getByText(/choose that reason first/).id).toBe(box.getAttribute('aria-describedby'))
    expect(screen.getByLabelText(/Nitrile gloves/)).toHaveProperty('disabled', false)

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } })
    await waitFor(() => expect(box).toHaveProperty('disabled', false))
    fireEvent.click(box)
    expect(box).toHaveProperty('checked', true)

    // Changed to a reason it cannot come back for: unticked, and why is said beside it.
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'no_longer_needed' } })
    await waitFor(() => expect(box).toHaveProperty('disabled', true))
    expect(box).toHaveProperty('checked', false)
    expect(screen.getByText(/^Not returnable for this reason/)).toBeTruthy()
  })

  it('says beside an opened unopened-only item that it cannot come back, and sends nothing', async () => {
    const sealed = {
      ...OPTIONS.lines[0]!,
      returnability: 'unopened_only',
      returnability_label: 'Returnable only unopened',
    } as ReturnOptions['lines'][number]
    const { server } = render({ ...OPTIONS, lines: [sealed] })
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'no_longer_needed' } })
    fireEvent.click(screen.getByLabelText(/Nitrile gloves/))
    fireEvent.click(screen.getByLabelText('The packaging has been opened'))
    const said = /Nitrile gloves has been opened; opened items of this kind cannot be returned/
    expect(await screen.findByText(said)).toBeTruthy()
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    expect(await screen.findByText(/An item ticked cannot be returned, as said beside it/)).toBeTruthy()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('sends the lines, reason and refund choice', async () => {
    const { server, onDone } = render(OPTIONS, {
      'POST customer/orders/9/returns': { status: 201, body: { message: 'Return requested.' } },
    })
    fireEvent.click(await screen.findByLabelText(/Nitrile gloves/))
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } })
    fireEvent.click(screen.getByLabelText('Store credit (spent first on my next order)'))
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      lines: [{ order_item_id: 21, quantity: 2, opened: false }],
      reason: 'damaged',
      details: '',
      refund_to: 'credit',
      photos: [],
    })
  })

  it('keeps a photo over 2 MB beside its field and shows a refusal of the server in words', async () => {
    const { server, onDone } = render(OPTIONS, {
      'POST customer/orders/9/returns': {
        status: 422,
        body: { message: 'The return window for this order has closed.', errors: {} },
      },
    })
    fireEvent.click(await screen.findByLabelText(/Nitrile gloves/))
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } })
    const photos = screen.getByLabelText(/Photos/)
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'box.png', { type: 'image/png' })
    fireEvent.change(photos, { target: { files: [big] } })
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    expect(await screen.findByText('box.png is larger than 2 MB.')).toBeTruthy()
    expect(photos.getAttribute('aria-invalid')).toBe('true')
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    fireEvent.change(photos, { target: { files: [] } })
    fireEvent.submit(screen.getByRole('form', { name: 'Return items' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The return window for this order has closed.',
    )
    expect(onDone).not.toHaveBeenCalled()
  })
})
