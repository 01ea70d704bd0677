import { useState } from 'react'
import Modal from 'react-bootstrap/Modal'
import { ProductReviewForm, type ProductReviewFormProps } from './product-review-form'

/**
 * The standalone review dialog: the same form with the on-screen code; it closes once posted.
 * Open from its first render (the page loads it when its 'Write a review' button is pressed);
 * `onHide` is told once it has closed.
 */
export function ReviewDialog({
  onHide,
  ...props
}: Omit<ProductReviewFormProps, 'withCaptcha' | 'onPosted'> & { onHide: () => void }) {
  const [show, setShow] = useState(true)
  const titleId = `review-dialog-title-${props.productId}`
  return (
    <Modal show={show} onHide={() => setShow(false)} onExited={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Write a review
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ProductReviewForm {...props} withCaptcha onPosted={() => setShow(false)} />
      </Modal.Body>
    </Modal>
  )
}
