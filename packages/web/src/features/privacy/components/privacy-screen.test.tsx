// @vitest-environment jsdom
import type { PrivacyOverview } from '@shop/shared/schemas/privacy'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { PrivacyScreen } from './privacy-screen'

afterEach(cleanup)

const OVERVIEW: PrivacyOverview = {
  notice_version: '2026-12-07',
  consents: [
    {
      purpose: 'cart_reminders',
      given: true,
      source: 'registration',
      notice_version: '2026-12-07',
      created_at: '2026-12-01T10:00:00.000Z',
    },
    {
      purpose: 'newsletter',
      given: false,
      source: 'profile',
      notice_version: '2026-12-07',
      created_at: '2026-12-02T10:00:00.000Z',
    },
  ],
  downloads: [
    {
      id: 4,
      status: 'expired',
      requested_at: '2026-11-01T10:00:00.000Z',
      expires_at: '2026-11-02T10:00:00.000Z',
      url: null,
    },
  ],
}

const SIGNED_IN = {
  auth: {
    isLoggedIn: true,
    token: 'tok',
    user: { id: 9, first_name: 'Ann' },
  },
} as never

describe('PrivacyScreen', () => {
  it('lists each consent with what, when, how and the notice it was given under', async () => {
    renderWithProviders(<PrivacyScreen onErased={() => undefined} />, {
      server: mockServer({ 'GET customer/privacy': { body: OVERVIEW } }),
      preloadedState: SIGNED_IN,
    })
    expect(await screen.findByText(/Forgotten-cart reminders: agreed at registration/)).toBeTruthy()
    expect(screen.getByText(/Newsletter: withdrawn in your profile/).textContent).toContain(
      'privacy notice 2026-12-07',
    )
    expect(screen.getByText(/link expired/)).toBeTruthy()
  })

  it('asks the server for a download', async () => {
    const server = mockServer({
      'GET customer/privacy': { body: OVERVIEW },
      'POST customer/privacy/downloads': {
        status: 201,
        body: {
          id: 5,
          status: 'ready',
          requested_at: '2026-12-07T10:00:00.000Z',
          expires_at: '2026-12-08T10:00:00.000Z',
          url: '/api/customer/privacy/downloads/5',
        },
      },
    })
    renderWithProviders(<PrivacyScreen onErased={() => undefined} />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my download' }))
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path === 'customer/privacy/downloads'),
      ).toBe(true),
    )
  })

  it('asks for the password before erasing, and shows the server’s refusal on the field', async () => {
    const server = mockServer({
      'GET customer/privacy': { body: OVERVIEW },
      'POST customer/privacy/erasure': {
        status: 422,
        body: {
          message: 'The password is not correct.',
          errors: { password: ['The password is not correct.'] },
        },
      },
    })
    renderWithProviders(<PrivacyScreen onErased={() => undefined} />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my personal information' }))
    fireEvent.click(screen.getByRole('button', { name: 'Erase everything' }))
    expect(await screen.findByText('Password is required')).toBeTruthy()
    expect(server.requests.filter((r) => r.path === 'customer/privacy/erasure')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'wrong-one' } })
    fireEvent.click(screen.getByRole('button', { name: 'Erase everything' }))
    expect(await screen.findByText('The password is not correct.')).toBeTruthy()
    expect(server.requests.find((r) => r.path === 'customer/privacy/erasure')?.body).toEqual({
      password: 'wrong-one',
    })
  })

  it('ends the session once the erasure is done', async () => {
    const server = mockServer({
      'GET customer/privacy': { body: OVERVIEW },
      'POST customer/privacy/erasure': { body: { message: 'Erased.' } },
    })
    const onErased = vi.fn()
    renderWithProviders(<PrivacyScreen onErased={onErased} />, { server, preloadedState: SIGNED_IN })
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my personal information' }))
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'Right-Password-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Erase everything' }))
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1))
  })
})
