import { REVIEW_STATUSES } from '@shop/shared/schemas/reviews'
import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetAdminReviewsQuery } from '../../../features/admin-service/admin-service.api'
import { ReviewsTable } from '../../../features/admin-service/components/reviews-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminReviewsPage() {
  useDocumentTitle('Reviews · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['q', 'status', 'product_id'] as const)
  const page = useGetAdminReviewsQuery(list.query)
  return (
    <>
      <PageHeader title="Reviews" />
      <ListFilters label="Filter reviews">
        <SearchBox
          label="Text, name or product"
          value={list.filters.q}
          onSearch={(v) => list.setFilter('q', v)}
        />
        <FilterSelect
          label="Status"
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={REVIEW_STATUSES}
        />
      </ListFilters>
      <ReviewsTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Reviews pages" />
    </>
  )
}
