import { act } from '@testing-library/preact'

/**
 * A value the user commits, as a browser reports it: the new value, then an `input` and a `change`
 * event in the same task (Preact's React layer listens to `input` for a text field's onChange and to
 * `change` for a select, a checkbox or a radio). One act for both: rendering between the two would
 * put a controlled field's old value back before `change` reads it, which a browser never does.
 */
export function commitChange(element: Element, init: { target: { value?: string; checked?: boolean } }) {
  act(() => {
    Object.assign(element, init.target)
    element.dispatchEvent(new Event('input', { bubbles: true }))
    element.dispatchEvent(new Event('change', { bubbles: true }))
  })
}
