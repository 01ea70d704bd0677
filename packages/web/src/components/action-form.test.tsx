// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActionForm } from './action-form'

afterEach(cleanup)

describe('ActionForm', () => {
  it("is drawn by the server with HTML's action and no script of React's, which the CSP would refuse", () => {
    const search = renderToString(
      <ActionForm action={() => {}} htmlAction="/shop">
        <input name="search" />
      </ActionForm>,
    )
    expect(search).toContain('<form action="/shop">')
    const newsletter = renderToString(<ActionForm action={() => {}} />)
    expect(newsletter).toBe('<form></form>')
    expect(search + newsletter).not.toMatch(/javascript:|<script/)
  })

  it('hands the form data to the action once the app runs', async () => {
    const action = vi.fn()
    const { container } = render(
      <ActionForm action={action} htmlAction="/shop">
        <input name="search" defaultValue="gloves" />
      </ActionForm>,
    )
    fireEvent.submit(container.querySelector('form')!)
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1))
    expect((action.mock.calls[0]![0] as FormData).get('search')).toBe('gloves')
  })
})
