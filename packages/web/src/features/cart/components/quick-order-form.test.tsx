// @vitest-environment jsdom
import { PROFESSIONAL_APPLY_TEXT, professionalInsteadOfPrice } from '@shop/shared/professional'
import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import type { CartLine } from '@shop/shared/schemas/cart'
import type { CartFillResponse } from '@shop/shared/schemas/saved-cart'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { QuickOrderForm } from './quick-order-form'

afterEach(cleanup)

/** The server's answer for a professional-only product the shopper may not buy: left out, no price. */
const professionalOnly: CartFillResponse = {
  data: {
    cart: [],
    backorderCart: [],
    notices: [
      {
        productId: 9,
        code: 'BMS-RX-000009',
        kind: 'professional-only',
        message: `Lidocaine 2%: ${professionalInsteadOfPrice({ professional_label: 'Clinic use only' })}. It was not added.`,
      },
    ],
  },
}

describe('QuickOrderForm', () => {
  it('names a professional-only product with its label and a link to apply, as its product page does, and adds nothing', async () => {
    const server = mockServer({ 'POST quick-order': { body: professionalOnly } })
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/dashboard/professional" />, { server })

    fireEvent.change(screen.getByLabelText('Product codes and quantities, one product per line'), {
      target: { value: 'BMS-RX-000009, 2' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))

    const problems = await screen.findByTestId('quick-order-problems')
    expect(problems.textContent).toContain('Lidocaine 2%: Clinic use only.')
    expect(problems.textContent).toContain('It was not added.')
    const apply = screen.getByRole('link', { name: PROFESSIONAL_APPLY_TEXT })
    expect(apply.getAttribute('href')).toBe('/dashboard/professional')
    expect(problems.textContent).not.toMatch(/\$/)
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).toBeNull()
    expect(server.requests.find((r) => r.path === 'quick-order')?.body).toEqual({
      lines: [{ code: 'BMS-RX-000009', qty: 2 }],
    })
  })

  it('keeps every other notice as plain words', async () => {
    const server = mockServer({
      'POST quick-order': {
        body: {
          data: {
            cart: [],
            backorderCart: [],
            notices: [
              { productId: null, code: 'NOPE', kind: 'unknown-code', message: 'NOPE is not a product code.' },
            ],
          },
        } satisfies CartFillResponse,
      },
    })
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, { server })
    fireEvent.change(screen.getByLabelText('Product codes and quantities, one product per line'), {
      target: { value: 'NOPE' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
    expect((await screen.findByTestId('quick-order-problems')).textContent).toContain(
      'NOPE is not a product code.',
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('sends nothing for text without a product code, and says so under the field', async () => {
    const server = mockServer()
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, { server })
    const field = screen.getByLabelText('Product codes and quantities, one product per line')
    fireEvent.change(field, { target: { value: '  \n' } })
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
    const error = await screen.findByText('Type or paste at least one product code.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(document.activeElement).toBe(field)
    expect(server.requests).toHaveLength(0)
  })

  it('lists the lines it could not read, and sends only the ones it could, the same code added up', async () => {
    const server = mockServer({
      'POST quick-order': { body: { data: { cart: [], backorderCart: [], notices: [] } } },
    })
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, { server })
    fireEvent.change(screen.getByLabelText('Product codes and quantities, one product per line'), {
      target: { value: 'sku,qty\nBMS-GZ-1, 2\nBMS-GZ-1 3\nBMS-GZ-2, lots' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
    expect((await screen.findByTestId('quick-order-problems')).textContent).toContain(
      'Line 4: write a product code, then a whole quantity from 1 to 9999.',
    )
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === 'quick-order')?.body).toEqual({
        lines: [{ code: 'BMS-GZ-1', qty: 5 }],
      }),
    )
    expect(screen.queryByText('Type or paste at least one product code.')).toBeNull()
  })

  it('refuses a code longer than the shop takes before sending, with the server’s words', async () => {
    const server = mockServer()
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, { server })
    fireEvent.change(screen.getByLabelText('Product codes and quantities, one product per line'), {
      target: { value: `${'X'.repeat(101)}, 1` },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
    expect(await screen.findByText('code must be at most 100 characters')).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it('reads the codes from a CSV file into the field', async () => {
    const server = mockServer({
      'POST quick-order': { body: { data: { cart: [], backorderCart: [], notices: [] } } },
    })
    renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, { server })
    // jsdom's File has no text(); the browser's does.
    const file = Object.assign(new File(['BMS-GZ-7,3\n'], 'codes.csv', { type: 'text/csv' }), {
      text: async () => 'BMS-GZ-7,3\n',
    })
    fireEvent.change(screen.getByLabelText('Or upload a CSV file (code, quantity)'), {
      target: { files: [file] },
    })
    await waitFor(() =>
      expect(screen.getByLabelText('Product codes and quantities, one product per line')).toHaveProperty(
        'value',
        'BMS-GZ-7,3\n',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === 'quick-order')?.body).toEqual({
        lines: [{ code: 'BMS-GZ-7', qty: 3 }],
      }),
    )
  })

  describe('adding the lines checked', () => {
    const line = (id: number, sku: string): CartLine => ({
      id,
      sku,
      name: `Gauze ${id}`,
      slug: `gauze-${id}`,
      old_price: 5,
      price: 5,
      discount: 0,
      discount_type: null,
      avl_qty: 100,
      qty: 2,
      unit: 'box',
      category: 'Wound care',
      weight: '',
      image: '',
      thumbnail_compress: '',
      rowId: `r-${id}`,
    })
    const ready: CartFillResponse = {
      data: { cart: [line(1, 'BMS-GZ-1'), line(2, 'BMS-GZ-2')], backorderCart: [], notices: [] },
    }
    const check = async (cartItems: CartLine[]) => {
      const server = mockServer({ 'POST quick-order': { body: ready } })
      const { store } = renderWithProviders(<QuickOrderForm cartPath="/cart" applyPath="/login" />, {
        server,
        preloadedState: { cart: { items: cartItems } },
      })
      fireEvent.change(screen.getByLabelText('Product codes and quantities, one product per line'), {
        target: { value: 'BMS-GZ-1, 2\nBMS-GZ-2, 2' },
      })
      fireEvent.click(screen.getByRole('button', { name: 'Check lines' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Add 2 lines to cart' }))
      return store
    }

    it('says the lines were added once the cart holds them', async () => {
      const store = await check([])
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('2 lines were added to your carts.'),
      )
      expect(store.getState().cart.items.map((l) => [l.sku, l.qty])).toEqual([
        ['BMS-GZ-1', 2],
        ['BMS-GZ-2', 2],
      ])
    })

    it('does not say added of a line the cart could not take', async () => {
      await check([{ ...line(1, 'BMS-GZ-1'), qty: MAX_LINE_QUANTITY }])
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain(
          `1 of 2 lines were added to your carts; the others are already at the most a cart line holds (${MAX_LINE_QUANTITY}).`,
        ),
      )
    })
  })
})
