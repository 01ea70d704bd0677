import { formatDateTime } from '@shop/shared/format'
import { DataTable } from '../../../components/admin/data-table'
import { FileButton } from '../../../components/admin/file-button'
import { DateFilter, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetNewsletterQuery } from '../../../features/admin-service/admin-service.api'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminNewsletterPage() {
  useDocumentTitle('Newsletter · Back office')
  const timeZone = useShopTimeZone()
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['q', 'from', 'to'] as const)
  const page = useGetNewsletterQuery(list.query)
  return (
    <>
      <PageHeader title="Newsletter sign-ups">
        <FileButton path="newsletter/export.csv" fileName="newsletter.csv">
          Export CSV
        </FileButton>
      </PageHeader>
      <ListFilters label="Filter sign-ups">
        <SearchBox label="E-mail" value={list.filters.q} onSearch={(v) => list.setFilter('q', v)} />
        <DateFilter label="From" value={list.filters.from} onChange={(v) => list.setFilter('from', v)} />
        <DateFilter label="To" value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
      </ListFilters>
      <DataTable
        caption="Newsletter sign-ups"
        {...listTableProps(page, list)}
        rowKey={(s) => s.id}
        empty="No sign-up matches."
        columns={[
          { key: 'email', header: 'E-mail', sort: 'email', cell: (s) => s.email },
          {
            key: 'created_at',
            header: 'Signed up',
            sort: 'created_at',
            cell: (s) => formatDateTime(s.created_at, timeZone),
          },
        ]}
      />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Sign-ups pages" />
    </>
  )
}
