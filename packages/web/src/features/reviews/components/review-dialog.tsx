import { useState } from 'react'
import Modal from 'react-bootstrap/Modal'
import { ProductReviewForm, type ProductReviewFormProps } from './product-review-form'

/** The standalone review dialog: the same form with the on-screen code; it closes once posted. */
export function ReviewDialog(props: Omit<ProductReviewFormProps, 'withCaptcha' | 'onPosted'>) {
  const [show, setShow] = useState(false)
  const titleId = `review-dialog-title-${props.productId}`
  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={() => setShow(true)}>
        Write a review
      </button>
      <Modal show={show} onHide={() => setShow(false)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            Write a review
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ProductReviewForm {...props} withCaptcha onPosted={() => setShow(false)} />
        </Modal.Body>
      </Modal>
    </>
  )
}
