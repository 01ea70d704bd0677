import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetContactMessagesQuery } from '../../../features/admin-service/admin-service.api'
import { ContactMessagesTable } from '../../../features/admin-service/components/contact-messages-table'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminContactMessagesPage() {
  useDocumentTitle('Contact messages · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['q', 'answered'] as const)
  const page = useGetContactMessagesQuery(list.query)
  return (
    <>
      <PageHeader title="Contact messages" />
      <ListFilters label="Filter contact messages">
        <SearchBox
          label="Name, e-mail or text"
          value={list.filters.q}
          onSearch={(v) => list.setFilter('q', v)}
        />
        <FilterSelect
          label="Answered"
          value={list.filters.answered}
          onChange={(v) => list.setFilter('answered', v)}
          options={[
            { value: 'false', label: 'Not yet' },
            { value: 'true', label: 'Answered' },
          ]}
        />
      </ListFilters>
      <ContactMessagesTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Messages pages" />
    </>
  )
}
