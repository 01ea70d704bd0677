import type { Staff } from '@shop/shared/schemas/admin/auth'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { adminBaseQuery } from '../store/admin-api'
import { setupAdminStore } from '../store/admin-store'
import { apiBaseQuery } from '../store/api'
import { setupStore, type RootState } from '../store/store'
import { mockServer } from './mock-server'

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The store's state to start from (a signed-in customer, a cart...). */
  preloadedState?: Partial<RootState>
  /** Where the router starts. */
  route?: string
  /** The mocked API the component's RTK Query calls reach. */
  server?: ReturnType<typeof mockServer>
}

/**
 * Renders a component as the app does: in the shop's store (its RTK Query calls answered by a mocked
 * server), inside a router. Answers the store and the server's recorded requests with the usual
 * Testing Library queries.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', server = mockServer(), ...options }: ProvidersOptions = {},
) {
  const store = setupStore(preloadedState, {
    extra: { baseQuery: apiBaseQuery('http://shop.test/api/', server.fetchFn) },
  })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  )
  return { store, server, ...render(ui, { wrapper: Wrapper, ...options }) }
}

const OWNER: Staff = {
  id: 1,
  email: 'owner@shop.test',
  name: 'Owner',
  role: 'owner',
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  must_change_password: false,
}

/**
 * Renders a back-office component as the admin section does: in the back office's own store (a
 * signed-in owner unless told otherwise, its calls answered by a mocked server), inside a router.
 */
export function renderWithAdminProviders(
  ui: ReactElement,
  { route = '/admin', server = mockServer(), ...options }: Omit<ProvidersOptions, 'preloadedState'> = {},
) {
  const store = setupAdminStore(
    { staffSession: { token: 'staff-token', staff: OWNER } },
    { extra: { baseQuery: adminBaseQuery('http://shop.test/api/', server.fetchFn) } },
  )
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  )
  return { store, server, ...render(ui, { wrapper: Wrapper, ...options }) }
}
