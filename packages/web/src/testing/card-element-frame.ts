import { act, screen } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * The card element's side of the conversation, played by the test: what the page posts to the
 * frame is caught, and the frame's answers arrive as messages from its window and origin.
 */
export function cardElementFrame(title = 'Card details') {
  const iframe = screen.getByTitle(title) as HTMLIFrameElement
  const sent: { source: string; type: string; id: string }[] = []
  vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    sent.push(message as (typeof sent)[number])
  })
  const say = (data: object, from: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'sandbox-element', ...data },
          origin: from.origin ?? window.location.origin,
          source: from.source === undefined ? iframe.contentWindow : from.source,
        }),
      )
    })
  return { iframe, sent, say }
}
