import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
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
