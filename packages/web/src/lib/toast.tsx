import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react'
import type * as ReactToastify from 'react-toastify'
import type { Id, ToastContent, ToastOptions } from 'react-toastify'

type Toastify = typeof ReactToastify

let toastify: Promise<Toastify> | null = null
const loadListeners = new Set<() => void>()

/**
 * react-toastify and its styles, loaded with the storefront's first toast: toasts only follow
 * what the shopper does, so neither is in a page's first load. A toast asked for before the
 * container is on screen waits in react-toastify's queue.
 */
function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = Promise.all([import('react-toastify'), import('react-toastify/dist/ReactToastify.css')]).then(
      ([module]) => module,
    )
    loadListeners.forEach((listener) => listener())
  }
  return toastify
}

const show = (action: (t: Toastify['toast']) => void) => {
  void loadToastify().then(({ toast: t }) => action(t))
}

/** The storefront's toasts (react-toastify's API, loaded on first use). */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show((t) => t.success(content, options)),
  error: (content: ToastContent, options?: ToastOptions) => show((t) => t.error(content, options)),
  info: (content: ToastContent, options?: ToastOptions) => show((t) => t.info(content, options)),
  warning: (content: ToastContent, options?: ToastOptions) => show((t) => t.warning(content, options)),
  /** Closes a toast (all without an id); nothing to do before the first toast. */
  dismiss: (id?: Id) => {
    if (toastify) show((t) => t.dismiss(id))
  },
  /** An error under `id`, or its new text when that error is still on screen (one at a time). */
  errorInPlace: (id: Id, content: ToastContent) =>
    show((t) => {
      if (t.isActive(id)) t.update(id, { render: content })
      else t.error(content, { toastId: id })
    }),
}

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }))

const subscribe = (listener: () => void) => {
  loadListeners.add(listener)
  return () => loadListeners.delete(listener)
}

/** react-toastify's container, rendered once the first toast is asked for: the one container of the shop and the back office. */
export function Toasts(props: ComponentProps<Toastify['ToastContainer']>) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toastify !== null,
    () => false,
  )
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  )
}
