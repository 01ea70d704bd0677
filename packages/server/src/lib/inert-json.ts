/**
 * JSON for an inert <script> (application/ld+json, or application/json data a page carries):
 * '<' (and '>', '&', U+2028/9) become \u escapes, so no value can close the script element or
 * open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}
