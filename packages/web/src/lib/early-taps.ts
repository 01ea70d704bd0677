/** A tap kept by the page's inline script before the app ran (src/early-taps/early-taps.js). */
interface KeptTap {
  kind: 'click' | 'submit'
  el: HTMLElement
  path: number[]
  submitter?: HTMLElement | null
  submitterPath?: number[]
}

interface EarlyTaps {
  take(): { kept: KeptTap[]; typed: HTMLElement[] }
  hydrating(): void
  started(): boolean
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps
  }
}

/** The element again: the same node if the app kept it, else the one now at its place. */
function current(el: HTMLElement, path: number[] | undefined): HTMLElement | null {
  if (el.isConnected) return el
  let node: Element | undefined = document.body
  for (const index of path ?? []) node = node?.children[index]
  return node instanceof HTMLElement && node.tagName === el.tagName ? node : null
}

/** The value setter of the field's own kind, past React's watch on the element (browser only). */
function valueSetter(field: HTMLElement) {
  const kind = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement].find((k) => field instanceof k)
  return kind && Object.getOwnPropertyDescriptor(kind.prototype, 'value')?.set
}

/**
 * Hands a value typed before the app ran to the app, as if typed now: React notices a change
 * only against the value it last saw, so it is told the field was empty first.
 */
export function adoptTyped(field: HTMLElement) {
  if (!field.isConnected) return
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked
    // A radio left is told by the one chosen.
    if (field.type === 'radio' && !checked) return
    field.checked = !checked
    field.click()
    return
  }
  const setter = valueSetter(field)
  if (!setter) return
  const value = (field as HTMLInputElement).value
  ;(field as HTMLInputElement).value = ''
  setter.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function settled(el: HTMLElement | null | undefined) {
  if (!el) return
  el.removeAttribute('aria-busy')
  el.classList.remove('tap-pending')
}

/** Lets React render what the previous step changed before the next one acts on it. */
const nextTask = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** The longest a kept tap waits for its control to answer (a heart while the list loads). */
const BUSY_WAIT_MS = 15_000

const isBusy = (el: HTMLElement) =>
  (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true'

/**
 * A control the app has just made busy (the wish-list heart while the customer's list loads) is
 * tapped once it answers, as the shopper would tap it again; enabled when tapped, it was meant.
 */
async function whenAnswering(el: HTMLElement) {
  for (let waited = 0; isBusy(el) && waited < BUSY_WAIT_MS; waited += 50) await nextTask(50)
}

/** What the kept taps wait for besides hydration: the app's first reads (app-start.tsx). */
let firstReadsDone: () => Promise<void> = () => Promise.resolve()

/**
 * Sets what the kept taps wait for once the app runs: the reads it started first (the customer's
 * wish list, which a heart tap reads), so a tap acts on what the app will show.
 */
export function replayAfter(done: () => Promise<void>) {
  firstReadsDone = done
}

/**
 * Once the app runs (every part hydrated): takes over from the inline script, adopts what was
 * typed, then carries out each kept tap once, in order. Waiting controls show they work meanwhile.
 */
export async function replayEarlyTaps(taps: EarlyTaps | undefined = window.__earlyTaps) {
  if (!taps) return
  const { kept, typed } = taps.take()
  for (const field of typed) adoptTyped(field)
  if (typed.length) await nextTask()
  if (kept.length) await Promise.race([firstReadsDone(), nextTask(BUSY_WAIT_MS)])
  for (const tap of kept) {
    const el = current(tap.el, tap.path)
    const submitter = tap.submitter ? current(tap.submitter, tap.submitterPath) : null
    if (el && tap.kind === 'click') await whenAnswering(el)
    settled(tap.el)
    settled(tap.submitter)
    settled(el)
    if (!el) continue
    if (tap.kind === 'submit' && el instanceof HTMLFormElement) {
      const button = submitter?.closest('form') === el ? submitter : null
      // Sent only as the app would let the shopper send it: its submit button enabled.
      const submitButton = button ?? el.querySelector<HTMLButtonElement>('[type="submit"]')
      if (submitButton && (submitButton as HTMLButtonElement).disabled) continue
      el.requestSubmit(button)
    } else {
      el.click()
    }
    await nextTask()
  }
  // A submit kept without a submitter shows its waiting state on the form's first submit button.
  for (const busy of document.querySelectorAll<HTMLElement>('.tap-pending')) settled(busy)
  // The journeys wait for this, as for html[data-app="ready"].
  document.documentElement.dataset.earlyTaps = 'done'
}
