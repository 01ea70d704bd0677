import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { api, CUSTOMER_TAGS } from '../../store/api'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { paths } from '../../config/paths'
import { useLogoutMutation } from './auth.api'
import { loggedOut, selectToken } from './auth.slice'

/**
 * Spec 4 'Auth' logout: revokes the token on the server, empties the user, clears the session and
 * the customer's cached data, and goes to '/'. The session ends even when the server cannot be reached.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const token = useAppSelector(selectToken)
  const [revoke] = useLogoutMutation()
  return useCallback(async () => {
    if (token) {
      // The token is passed explicitly: the session (and its token) is cleared right after.
      await revoke(token)
        .unwrap()
        .catch(() => undefined)
    }
    dispatch(loggedOut())
    dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]))
    await navigate(paths.home)
  }, [dispatch, navigate, revoke, token])
}
