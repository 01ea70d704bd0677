import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetStockAdjustmentsQuery } from '../../../features/admin-stock/admin-stock.api'
import { AdjustmentsTable } from '../../../features/admin-stock/components/adjustments-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminAdjustmentsPage() {
  useDocumentTitle('Stock adjustments · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['product_id', 'lot_id'] as const)
  const page = useGetStockAdjustmentsQuery(list.query)
  return (
    <>
      <PageHeader title="Stock adjustments" />
      <p className="small text-muted">
        Adjust a lot from the Lots screen; every change is listed here with its reason.
      </p>
      <AdjustmentsTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Adjustments pages" />
    </>
  )
}
