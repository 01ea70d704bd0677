// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NewsletterForm } from './newsletter-form'
// Loaded by the form at its first submission: imported here first, so no test waits on zod's import.
import '@shop/shared/schemas/newsletter'

afterEach(cleanup)

/** The action awaits zod's import, then the call: more than waitFor's default second on a busy machine. */
const settled = { timeout: 5000 }

const field = () => screen.getByLabelText('Subscribe to our newsletter') as HTMLInputElement
const status = () => screen.getByRole('status')

function send(email: string) {
  fireEvent.change(field(), { target: { value: email } })
  fireEvent.submit(field().form!)
}

describe('NewsletterForm', () => {
  it("sends the trimmed address, says the server's answer and empties the field", async () => {
    const server = mockServer({
      'POST newsletter': {
        status: 201,
        body: {
          message: 'Thank you for subscribing to our newsletter.',
          subscribed: true,
          already_subscribed: false,
        },
      },
    })
    renderWithProviders(<NewsletterForm />, { server })
    send(' ada@example.com ')
    await waitFor(
      () => expect(status().textContent).toBe('Thank you for subscribing to our newsletter.'),
      settled,
    )
    expect(server.requests).toEqual([expect.objectContaining({ body: { email: 'ada@example.com' } })])
    expect(field().value).toBe('')
  })

  it('says an address the shared schema refuses under the field, keeps it and sends nothing', async () => {
    const server = mockServer()
    renderWithProviders(<NewsletterForm />, { server })
    send('ada@example')
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'), settled)
    const error = document.getElementById(field().getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe('Please enter a valid e-mail address')
    expect(field().value).toBe('ada@example')
    expect(server.requests).toEqual([])
  })

  it('says a refusal in words and keeps the address to try again', async () => {
    const server = mockServer({
      'POST newsletter': { status: 429, body: { message: 'Too many requests, please try again later.' } },
    })
    renderWithProviders(<NewsletterForm />, { server })
    send('ada@example.com')
    await waitFor(
      () => expect(status().textContent).toBe('Too many requests, please try again later.'),
      settled,
    )
    expect(status().className).toContain('newsletter-error')
    expect(field().value).toBe('ada@example.com')
  })
})
