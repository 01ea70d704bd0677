import { useEffect, useState } from 'react'

/**
 * The HTML made safe, or null in the server's render and until DOMPurify (which needs a DOM, and
 * is not in the page's first load) has cleaned it in the browser.
 */
export function useSafeHtml(html: string): string | null {
  const [safe, setSafe] = useState<{ html: string; safe: string } | null>(null)
  useEffect(() => {
    let current = true
    void import('./sanitize-html').then(({ sanitizeProductHtml }) => {
      if (current) setSafe({ html, safe: sanitizeProductHtml(html) })
    })
    return () => {
      current = false
    }
  }, [html])
  return safe?.html === html ? safe.safe : null
}
