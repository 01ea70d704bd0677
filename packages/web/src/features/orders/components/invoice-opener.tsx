import { useEffect } from 'react'
import { useGetOrderDetailQuery } from '../orders.api'

/**
 * Opens an order's invoice from a link in the order mail ('?invoice={orderId}' on My Orders): the
 * page is only reached signed in, and the order's detail brings a fresh signed link to the PDF.
 */
export function InvoiceOpener({ orderId }: { orderId: number }) {
  const order = useGetOrderDetailQuery(orderId)
  const link = order.data?.invoice_pdf
  useEffect(() => {
    if (link) window.location.assign(link)
  }, [link])
  if (order.isError || (order.data && !link)) {
    return (
      <p className="alert alert-warning" role="alert">
        This invoice is not available. Your orders are listed below.
      </p>
    )
  }
  return <p role="status">Opening your invoice...</p>
}
