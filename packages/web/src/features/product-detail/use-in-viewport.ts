import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is on screen now (any part of it). False until the first check, so a page
 * rendered on the server shows what belongs to a screen where it is not yet seen.
 */
export function useInViewport(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInView(last.isIntersecting)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
