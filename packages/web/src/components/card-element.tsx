import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'

/**
 * Where the card provider's element lives. The sandbox serves it from the shop's process but apart
 * from the shop's pages (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md);
 * a real provider's is on its own origin. The card's number, expiry and CVC are typed there and
 * never reach this page: it is told only a one-use token, the brand and the last four.
 */
export const CARD_ELEMENT_URL = '/sandbox-gateway/v1/element'

/** The element's answer to 'tokenise'. */
export type CardTokenAnswer =
  | { ok: true; token: string; card: { brand: string; last4: string } }
  /** The card's fields are wrong (said under them, in the element) or it could not be checked. */
  | { ok: false; message: string | null }

export interface CardElementHandle {
  /** Asks the element for a token of the card typed in it. */
  tokenise(): Promise<CardTokenAnswer>
}

/** An element that does not answer is said so, rather than leaving Pay waiting for ever. */
const ANSWER_WITHIN_MS = 20_000
export const CARD_ELEMENT_SILENT_MESSAGE =
  'The card form did not answer. Reload the page and try again: nothing was charged.'

type ElementMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'submit' }
  | { type: 'token'; id: string; token: string; card: { brand: string; last4: string } }
  | { type: 'invalid'; id: string }
  | { type: 'failed'; id: string; message: string }

/**
 * Paying by card: the provider's card element in a frame, titled 'Card details', its height
 * following its content (its field errors included). Enter in one of its fields submits the form
 * this sits in (`onSubmit`). The page and the element speak only by postMessage, each checking the
 * other's window and origin.
 */
export function CardElement({
  hidden,
  onSubmit,
  ref,
}: {
  /** Paying another way: kept as typed, but hidden. */
  hidden: boolean
  onSubmit: () => void
  ref: Ref<CardElementHandle>
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(230)
  const legendId = useId()
  const [src] = useState(() => `${CARD_ELEMENT_URL}?origin=${encodeURIComponent(window.location.origin)}`)
  const elementOrigin = new URL(src, window.location.href).origin
  const pending = useRef(new Map<string, (answer: CardTokenAnswer) => void>())
  // Settled once the element has said it is ready (or its frame has loaded).
  const [ready] = useState(() => {
    let resolve = () => {}
    const promise = new Promise<void>((r) => (resolve = r))
    return { promise, resolve }
  })
  const submit = useEffectEvent(onSubmit)

  useEffect(() => {
    const answers = pending.current
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== elementOrigin) return
      const data = event.data as (ElementMessage & { source?: string }) | null
      if (!data || data.source !== 'sandbox-element') return
      if (data.type === 'ready') ready.resolve()
      else if (data.type === 'resize' && Number.isFinite(data.height)) setHeight(Math.min(data.height, 2000))
      else if (data.type === 'submit') submit()
      else if ('id' in data) {
        const answer = answers.get(data.id)
        answers.delete(data.id)
        if (data.type === 'token') answer?.({ ok: true, token: data.token, card: data.card })
        else answer?.({ ok: false, message: data.type === 'failed' ? data.message : null })
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      answers.clear()
    }
  }, [elementOrigin, ready])

  useImperativeHandle(
    ref,
    () => ({
      async tokenise() {
        const id = crypto.getRandomValues(new Uint32Array(2)).join('-')
        return new Promise<CardTokenAnswer>((resolve) => {
          const timer = setTimeout(() => {
            pending.current.delete(id)
            resolve({ ok: false, message: CARD_ELEMENT_SILENT_MESSAGE })
          }, ANSWER_WITHIN_MS)
          pending.current.set(id, (answer) => {
            clearTimeout(timer)
            resolve(answer)
          })
          void ready.promise.then(() =>
            frame.current?.contentWindow?.postMessage(
              { source: 'shop', type: 'tokenise', id },
              elementOrigin,
            ),
          )
        })
      },
    }),
    [elementOrigin, ready],
  )

  return (
    <fieldset className="mb-3" hidden={hidden} aria-labelledby={legendId}>
      <legend id={legendId} className="h6">
        Card details
      </legend>
      <iframe
        ref={frame}
        src={src}
        title="Card details"
        className="card-element"
        // Full width, its own fields' padding lined up with the page's (it is framed on checkout and
        // on Payment methods alike).
        style={{ height, display: 'block', width: 'calc(100% + 0.5rem)', margin: '0 -0.25rem', border: 0 }}
        // Its script has run by now: a 'ready' missed while this page was still starting is not waited for.
        onLoad={() => ready.resolve()}
      />
    </fieldset>
  )
}
