import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport (and stays true), so work for a
 * section far below the fold waits until the shopper scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  // Without IntersectionObserver (very old browsers) the section simply shows at once; the
  // server's render (no window) leaves it for the browser, as the first render there does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
