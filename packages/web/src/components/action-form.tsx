import type { ComponentProps } from 'react'
import { useHydrated } from '../lib/use-hydrated'

type ActionFormProps = Omit<ComponentProps<'form'>, 'action'> & {
  /** The React form action: given the form's FormData once the app runs. */
  action: (formData: FormData) => void | Promise<void>
  /** Where HTML sends the form (by GET) until then: the header's search; none: the app sends it later. */
  htmlAction?: string
}

/**
 * A form on a page's first load, sent through a React form action
 * (docs/decisions/0130-first-load-forms-are-react-form-actions.md). The server draws it with HTML's
 * action and the action is set once the app has hydrated: React would draw a function as a
 * `javascript:` URL with an inline script of its own, which the Content Security Policy refuses.
 * Before then a form with `htmlAction` submits as HTML, and the early-taps script keeps any other's
 * submission for the app to send (docs/decisions/0090-every-tap-counts-from-the-first-paint.md).
 */
export function ActionForm({ action, htmlAction, ...props }: ActionFormProps) {
  // No method: HTML's is GET, and React sets a function action's own (and warns at one given).
  return <form {...props} action={useHydrated() ? action : htmlAction} />
}
