import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '../config/paths'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { useAppSelector } from './hooks'

/** Spec 2 'Guards': a guest is sent to /login and brought back afterwards (redirectTo). */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const location = useLocation()
  if (!isLoggedIn) {
    const redirectTo = `${location.pathname}${location.search}`
    return <Navigate to={`${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}`} replace />
  }
  return <Outlet />
}
