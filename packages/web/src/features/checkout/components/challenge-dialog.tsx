import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import Modal from 'react-bootstrap/Modal'
import type { CheckoutChallenge } from '../checkout.api'

/**
 * The card's bank asks the buyer to confirm the payment (3-D Secure): the provider's challenge page
 * in a frame, in a dialog over the checkout. The order waits meanwhile and nothing is charged. The
 * page tells this one only that the buyer answered (postMessage, its window and origin checked);
 * whether it passed is the shop's to ask the provider. Closing the dialog abandons the payment.
 */
export function ChallengeDialog({
  challenge,
  onAnswered,
  onClose,
}: {
  challenge: CheckoutChallenge
  onAnswered: () => void
  onClose: () => void
}) {
  const titleId = useId()
  const frame = useRef<HTMLIFrameElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [height, setHeight] = useState<number | null>(null)
  const { url, clientSecret } = challenge.action
  const challengeOrigin = new URL(url, window.location.href).origin
  // The secret and this page's origin go in the fragment, which the browser never sends to a server.
  const src = `${url}#${new URLSearchParams({ secret: clientSecret, origin: window.location.origin })}`
  const answered = useEffectEvent(onAnswered)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== challengeOrigin) return
      const data = event.data as { source?: string; type?: string; height?: number } | null
      if (data?.source !== 'sandbox-challenge') return
      if (data.type === 'complete') answered()
      else if (data.type === 'resize' && Number.isFinite(data.height))
        setHeight(Math.min(data.height! + 2, 2000)) // and its border
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [challengeOrigin])

  return (
    <Modal show onHide={onClose} centered backdrop="static" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Confirm the payment with your bank
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small mb-2" role="status" data-testid="challenge-waiting">
          Your order is waiting for your bank. Nothing is charged until you confirm.
          {loaded ? null : ' Opening your bank’s page…'}
        </p>
        <iframe
          ref={frame}
          src={src}
          title="Your bank’s check"
          className="challenge-frame"
          style={height ? { height } : undefined}
          onLoad={() => setLoaded(true)}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel payment
        </button>
      </Modal.Footer>
    </Modal>
  )
}
