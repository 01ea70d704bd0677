// @vitest-environment jsdom
import { RESET_CODE_MESSAGE } from '@shop/shared/schemas/account'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ForgetPasswordFlow } from './forget-password-flow'

afterEach(cleanup)

const ADDRESS = 'ada@example.com'

function render(extra = {}) {
  const server = mockServer({
    [`GET check-email/${encodeURIComponent(ADDRESS)}`]: { body: { message: 'Email exists' } },
    'POST send-otp-mail': { body: { message: 'OTP sent' } },
    ...extra,
  })
  renderWithProviders(<ForgetPasswordFlow />, { server, route: '/forget-password' })
  return server
}

async function reachCodeStep() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ADDRESS } })
  expect(
    await screen.findByText('Account found. We can send you a code.', {}, { timeout: 3000 }),
  ).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await screen.findByRole('heading', { name: 'Enter the code' })
}

describe('ForgetPasswordFlow', () => {
  it('calls a short wrong address invalid and keeps Send off', async () => {
    const server = render()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } })
    expect(await screen.findByText('Invalid email address!', {}, { timeout: 3000 })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('mails the code to a found account, then shows the server refusal of a wrong code under the field', async () => {
    const server = render({
      'POST verify-otp': {
        status: 422,
        body: { message: 'OTP not verified!', errors: { otp: ['The code is wrong: 2 tries left.'] } },
      },
    })
    await reachCodeStep()
    expect(server.requests.find((r) => r.path === 'send-otp-mail')?.body).toEqual({ email: ADDRESS })

    const code = screen.getByLabelText('Code')
    fireEvent.change(code, { target: { value: '12a' } })
    expect(await screen.findByText(RESET_CODE_MESSAGE)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('The code is wrong: 2 tries left.')).toBeTruthy()
    expect(server.requests.find((r) => r.path === 'verify-otp')?.body).toEqual({
      email: ADDRESS,
      otp: '123456',
    })
    expect((code as HTMLInputElement).value).toBe('')
  })

  it('sends the new password with the reset token the code answered', async () => {
    const server = render({
      'POST verify-otp': { body: { message: 'OTP verified', reset_token: 'token-1' } },
      'PUT update-password': {
        status: 400,
        body: { message: 'Invalid input', errors: { password: ['Password is too common'] } },
      },
    })
    await reachCodeStep()
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' 654321 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByRole('heading', { name: 'Choose a new password' })
    const update = screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'short' } })
    await waitFor(() => expect(update.disabled).toBe(true))
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a-long-password-1' } })
    await waitFor(() => expect(update.disabled).toBe(false))
    fireEvent.click(update)
    expect(await screen.findByText('Password is too common')).toBeTruthy()
    expect(server.requests.find((r) => r.path === 'verify-otp')?.body).toEqual({
      email: ADDRESS,
      otp: '654321',
    })
    expect(server.requests.find((r) => r.path === 'update-password')?.body).toEqual({
      email: ADDRESS,
      password: 'a-long-password-1',
      reset_token: 'token-1',
    })
  })
})
