// @vitest-environment jsdom
import type { ProfessionalStatus } from '@shop/shared/schemas/professional'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServer } from '../../../testing/mock-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ProfessionalScreen } from './professional-screen'

afterEach(cleanup)

const NONE: ProfessionalStatus = {
  standing: 'none',
  profession: null,
  verified_until: null,
  suspended_reason: null,
  application: null,
}

const APPLICATION = {
  id: 2,
  status: 'pending' as const,
  profession: 'Registered nurse',
  licence_number: 'BNC-1',
  issuing_body: 'Bermuda Nursing Council',
  country: 'Bermuda',
  licence_expiry: '2030-06-30',
  practice_name: 'Harbour Aesthetics',
  practice_address: '12 Reid Street',
  document_name: 'licence.pdf',
  document_type: 'application/pdf',
  document_bytes: 1000,
  staff_note: null,
  verified_until: null,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
}

const render = (status: ProfessionalStatus) => {
  const server = mockServer({ 'GET customer/professional': { body: status } })
  renderWithProviders(<ProfessionalScreen />, { server })
  return server
}

describe('ProfessionalScreen', () => {
  it('offers a customer who is not verified the application', async () => {
    render(NONE)
    expect(await screen.findByText('Not verified')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Apply for a professional account' })).toBeTruthy()
  })

  it('sends nothing while the application is incomplete, each message on its own field only', async () => {
    const server = render(NONE)
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Profession is required')).toBeTruthy()
    expect(screen.getByText('Choose the licence document.')).toBeTruthy()
    const expiry = screen.getByLabelText('Licence expiry date')
    expect(expiry.getAttribute('placeholder')).toBe('DD-MM-YYYY')
    expect(screen.getByText('Enter a date as DD-MM-YYYY')).toBeTruthy()
    const profession = screen.getByLabelText('Profession (e.g. registered nurse, dentist)')
    expect(profession.getAttribute('aria-invalid')).toBe('true')
    // No summary line in code style beside the fields.
    expect(screen.queryByText(/profession: /)).toBeNull()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('shows a pending application and offers no second one', async () => {
    render({ ...NONE, application: APPLICATION })
    expect(await screen.findByText('BNC-1', { exact: false })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
  })

  it('shows a verified professional’s standing and date', async () => {
    render({
      ...NONE,
      standing: 'verified',
      verified_until: '2030-06-30',
      application: { ...APPLICATION, status: 'approved' },
    })
    expect(await screen.findByText('Verified professional')).toBeTruthy()
    expect(screen.getByText('Verified until 30-06-2030')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Send your renewed licence' })).toBeTruthy()
  })
})
