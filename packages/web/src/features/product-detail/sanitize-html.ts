import DOMPurify from 'dompurify'

/**
 * Product description HTML from the database, made safe to render (docs/decisions/0015-no-script-from-the-database-and-safe-redirects.md: no HTML from
 * the database runs script): scripts, event handlers, forms, frames and styles are removed.
 */
export function sanitizeProductHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  })
}
