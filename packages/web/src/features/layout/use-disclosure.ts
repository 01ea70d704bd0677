import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react'

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure, the pattern for site navigation):
 * Enter/Space toggle (native button), Escape closes and returns focus to the button, a click or
 * focus outside closes, and following a link inside closes.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback(() => setOpen(false), [])

  // Listening from the moment the panel is drawn, before the browser paints it: an Escape pressed
  // right after the click that opened the panel is heard.
  useLayoutEffect(() => {
    if (!open) return
    const outside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current !== null && !rootRef.current.contains(target)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open])

  return {
    open,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: {
      id: panelId,
      hidden: !open,
      // A followed link means the shopper is on their way: fold the panel away.
      onClick: (event: React.MouseEvent) => {
        if ((event.target as HTMLElement).closest('a')) setOpen(false)
      },
    },
  }
}
