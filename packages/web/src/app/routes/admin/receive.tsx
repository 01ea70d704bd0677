import type { DeliveryResponse } from '@shop/shared/schemas/admin/stock'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/admin/page-header'
import { ProductPicker } from '../../../features/admin-catalogue/components/product-picker'
import { DeliveryForm } from '../../../features/admin-stock/components/delivery-form'
import { DeliveryReport } from '../../../features/admin-stock/components/delivery-report'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminReceivePage() {
  useDocumentTitle('Receive delivery · Back office')
  const productId = Number(useSearchParams()[0].get('product_id')) || undefined
  const [report, setReport] = useState<DeliveryResponse | null>(null)
  return (
    <>
      <PageHeader title="Receive delivery" />
      {report && <DeliveryReport report={report} />}
      <DeliveryForm
        productId={productId}
        renderProductPicker={(choice) => <ProductPicker {...choice} />}
        onReceived={setReport}
      />
    </>
  )
}
