/**
 * docs/requirements/accounts.md §3: letters, digits, dot, underscore and hyphen, then @, a domain and a 2 to 4
 * letter ending. It only drives the hint under the field; the submitted form is checked with the
 * shared LoginSchema, so an address the hint doubts (a longer ending) can still log in.
 */
export const LOGIN_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/

/** True when the typed login e-mail has the format of docs/requirements/accounts.md §3. */
export function isLoginEmailFormat(value: string): boolean {
  return LOGIN_EMAIL_PATTERN.test(value.trim())
}
