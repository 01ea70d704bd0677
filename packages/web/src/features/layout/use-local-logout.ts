import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useAppDispatch } from '../../app/hooks'
import { paths } from '../../config/paths'
import { sessionEnded } from '../auth/auth.slice'

/** Spec 4 'Auth' logout on this browser only: empties the session and goes to '/'. */
export function useLocalLogout(): () => Promise<void> {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return useCallback(async () => {
    dispatch(sessionEnded())
    await navigate(paths.home)
  }, [dispatch, navigate])
}
