import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each history entry was scrolled to, by location key, for going back to it. */
const positions = new Map<string, number>()

/**
 * What React Router's ScrollRestoration did in its data router: a new page opens at its top (or at
 * its #anchor), and going back or forward returns to where that page was left. Rendered once in a
 * layout, after the page.
 */
export function ScrollOnNavigation() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    // The browser would restore before the app has drawn the page it goes back to.
    window.history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [location.key])

  useLayoutEffect(() => {
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) return window.scrollTo(0, saved)
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (anchor) return anchor.scrollIntoView()
    // The first page keeps where the browser put it (a reload keeps its place).
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
