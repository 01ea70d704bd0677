// @vitest-environment jsdom
import type { Team, TeamMember } from '@shop/shared/schemas/business-account-team'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { JoinScreen } from './join-screen'
import { TeamScreen } from './team-screen'

afterEach(cleanup)

const row = (m: Partial<TeamMember> & Pick<TeamMember, 'id' | 'email' | 'role'>): TeamMember => ({
  key: `${m.kind ?? 'member'}-${m.id}`,
  kind: 'member',
  name: null,
  status: 'active',
  last_order_no: null,
  last_order_at: null,
  expires_at: null,
  ...m,
})

const OWNER = row({ id: 1, name: 'Olive Owner', email: 'olive@clinic.example', role: 'owner' })
const BUYER = row({
  id: 7,
  name: 'Ben Buyer',
  email: 'ben@clinic.example',
  role: 'buyer',
  last_order_no: 'BMU-2026-000042',
  last_order_at: '2026-12-01T10:00:00.000Z',
})
const INVITED = row({
  id: 3,
  kind: 'invitation',
  email: 'fay@clinic.example',
  role: 'finance',
  status: 'invited',
  expires_at: '2026-12-14T10:00:00.000Z',
})
const TEAM: Team = { items: [OWNER, BUYER, INVITED] }

describe('TeamScreen', () => {
  it('lists the team with role, status and last order, the owner without actions', async () => {
    const server = mockServer({ 'GET customer/business-account/members': { body: TEAM } })
    renderWithProviders(<TeamScreen />, { server })
    const rows = await screen.findAllByTestId('team-member')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Olive Owner'),
      expect.stringContaining('BMU-2026-000042'),
      expect.stringContaining('Invited'),
    ])
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(within(rows[1]!).getByText('01-12-2026')).toBeTruthy()
    expect(within(rows[2]!).getByText('until 14-12-2026')).toBeTruthy()
  })

  it('sends an invitation as typed, and puts a refusal under its field', async () => {
    let calls = 0
    const server = mockServer({
      'GET customer/business-account/members': { body: TEAM },
      'POST customer/business-account/invitations': () =>
        ++calls === 1
          ? {
              status: 409,
              body: {
                message: 'Taken',
                errors: { email: ['This person is already a member of your team.'] },
              },
            }
          : { status: 201, body: TEAM },
    })
    renderWithProviders(<TeamScreen />, { server })
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Ben@Clinic.example' } })
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'finance' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('This person is already a member of your team.')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'ben@clinic.example',
      role: 'finance',
    })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@clinic.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''))
  })

  it('checks the e-mail before sending anything', async () => {
    const server = mockServer({ 'GET customer/business-account/members': { body: TEAM } })
    renderWithProviders(<TeamScreen />, { server })
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeTruthy()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('changes a role, removes a member after a second click, and resends and cancels an invitation', async () => {
    const server = mockServer({
      'GET customer/business-account/members': { body: TEAM },
      'PUT customer/business-account/members/7': { body: TEAM },
      'DELETE customer/business-account/members/7': { body: { items: [OWNER, INVITED] } },
      'POST customer/business-account/invitations/3/resend': { body: TEAM },
      'DELETE customer/business-account/invitations/3': { body: TEAM },
    })
    renderWithProviders(<TeamScreen />, { server })
    fireEvent.change(await screen.findByLabelText('Role of Ben Buyer'), { target: { value: 'approver' } })
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'approver' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to fay@clinic.example' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to fay@clinic.example' }))
    await waitFor(() => {
      expect(
        server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/invitations/3/resend')),
      ).toBe(true)
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/invitations/3'))).toBe(
        true,
      )
    })
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben Buyer' }))
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/members/7'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove Ben Buyer' }))
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/members/7'))).toBe(true),
    )
  })

  it("says so when the team is not the caller's to see", async () => {
    const server = mockServer({
      'GET customer/business-account/members': {
        status: 403,
        body: { message: "Your role does not let you manage the business account's team." },
      },
    })
    renderWithProviders(<TeamScreen />, { server })
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your role does not let you manage the business account's team.",
    )
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull()
  })
})

describe('JoinScreen', () => {
  it("accepts the link's token and says which account and role", async () => {
    const server = mockServer({
      'POST customer/business-account/invitations/accept': {
        body: { practice_name: 'Harbour Clinic', role: 'buyer' },
      },
    })
    renderWithProviders(<JoinScreen />, { server, route: '/dashboard/business-account/join?token=abc_123' })
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'You have joined Harbour Clinic as Buyer.',
    )
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ token: 'abc_123' })
  })

  it("shows the server's refusal of an expired link", async () => {
    const server = mockServer({
      'POST customer/business-account/invitations/accept': {
        status: 410,
        body: { message: "This invitation has expired. Ask the account's owner to send it again." },
      },
    })
    renderWithProviders(<JoinScreen />, { server, route: '/dashboard/business-account/join?token=old' })
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }))
    expect(
      await screen.findByText("This invitation has expired. Ask the account's owner to send it again."),
    ).toBeTruthy()
  })

  it('says a link without a token is not valid and offers nothing to press', () => {
    renderWithProviders(<JoinScreen />, { route: '/dashboard/business-account/join' })
    expect(screen.getByText('This invitation link is not valid.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
