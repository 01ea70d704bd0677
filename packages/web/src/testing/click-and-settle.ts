import { act, fireEvent } from '@testing-library/preact'

/**
 * Clicks, then waits a task: what the click started (a form's asynchronous check, a mocked call)
 * has settled and been rendered. Preact's act renders what was set during its callback; it does
 * not wait for promises the callback did not return.
 */
export async function clickAndSettle(element: Element) {
  await act(async () => {
    fireEvent.click(element)
    await new Promise((resolve) => setTimeout(resolve))
  })
}
