// @vitest-environment jsdom
import { ACCOUNT_MESSAGES } from '@shop/shared/schemas/account'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer, type MockRequest } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { LoginView } from './login-view'

afterEach(cleanup)

const ADDRESS = 'ada@example.com'
const PASSWORD = 'Correct-Horse-42'

describe('LoginView asked for the mailed code', () => {
  it('shows a labelled code field with the message, names a wrong code under it, and sends the code with the password', async () => {
    const server = mockServer({
      'POST login': (request: MockRequest) => {
        const body = request.body as { code?: string }
        if (body.code === undefined)
          return { status: 202, body: { step: 'code', message: ACCOUNT_MESSAGES.loginCodeAsked } }
        if (body.code !== '654321')
          return {
            status: 422,
            body: {
              message: ACCOUNT_MESSAGES.loginCodeWrong,
              errors: { code: [ACCOUNT_MESSAGES.loginCodeWrong] },
            },
          }
        return {
          body: {
            message: 'Logged in successfully.',
            data: { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: ADDRESS },
            _token: 'token-1',
          },
        }
      },
    })
    const { store } = renderWithProviders(<LoginView />, { server, route: '/login' })
    expect(screen.queryByLabelText(/Code from your e-mail/)).toBeNull()
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ADDRESS } })
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: PASSWORD } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))

    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.loginCodeAsked)
    const code = screen.getByLabelText(/Code from your e-mail/) as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(code))
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(store.getState().auth.isLoggedIn).toBe(false)
    // No error alert for a step: the password may well be right.
    expect(screen.queryByRole('alert')).toBeNull()

    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginCodeWrong)).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(code, { target: { value: '654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true))
    const logins = server.requests.filter((r) => r.path === 'login').map((r) => r.body)
    expect(logins).toEqual([
      { login: ADDRESS, password: PASSWORD },
      { login: ADDRESS, password: PASSWORD, code: '123456' },
      { login: ADDRESS, password: PASSWORD, code: '654321' },
    ])
  })
})
