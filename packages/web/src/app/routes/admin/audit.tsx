import { FileButton } from '../../../components/admin/file-button'
import { ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetAuditQuery } from '../../../features/admin-settings/admin-settings.api'
import { AuditTable } from '../../../features/admin-settings/components/audit-log'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminAuditPage() {
  useDocumentTitle('Audit log · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, [
    'action',
    'entity',
    'entity_id',
    'staff_id',
  ] as const)
  const page = useGetAuditQuery(list.query)
  return (
    <>
      <PageHeader title="Audit log">
        <FileButton path={`audit/export.csv${list.filterSearch}`} fileName="audit-log.csv">
          Export CSV
        </FileButton>
      </PageHeader>
      <ListFilters label="Filter the audit log">
        <SearchBox
          label="Action"
          value={list.filters.action}
          onSearch={(v) => list.setFilter('action', v)}
          placeholder="product.update"
        />
        <SearchBox
          label="What"
          value={list.filters.entity}
          onSearch={(v) => list.setFilter('entity', v)}
          placeholder="product"
        />
        <SearchBox
          label="Id"
          value={list.filters.entity_id}
          onSearch={(v) => list.setFilter('entity_id', v)}
        />
      </ListFilters>
      <AuditTable {...listTableProps(page, list)} />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Audit pages" />
    </>
  )
}
