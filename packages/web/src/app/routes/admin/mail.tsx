import { MAIL_STATES } from '@shop/shared/schemas/admin/operations'
import { useState } from 'react'
import { FilterSelect, ListFilters, SearchBox } from '../../../components/admin/list-filters'
import { ListFooter } from '../../../components/admin/list-footer'
import { listTableProps } from '../../../components/admin/list-table'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetMailQuery } from '../../../features/admin-service/admin-service.api'
import { MailDialog, MailTable } from '../../../features/admin-service/components/mail-outbox'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useListParams } from '../../../lib/use-list-params'

export default function AdminMailPage() {
  useDocumentTitle('Mail outbox · Back office')
  const list = useListParams({ sort: 'created_at', dir: 'desc' }, ['q', 'state'] as const)
  const page = useGetMailQuery(list.query)
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <PageHeader title="Mail outbox" />
      <ListFilters label="Filter mail">
        <SearchBox
          label="Recipient or subject"
          value={list.filters.q}
          onSearch={(v) => list.setFilter('q', v)}
        />
        <FilterSelect
          label="State"
          value={list.filters.state}
          onChange={(v) => list.setFilter('state', v)}
          options={MAIL_STATES}
        />
      </ListFilters>
      <MailTable
        {...listTableProps(page, list)}

        onOpen={setOpen}
      />
      <ListFooter paged={page.data} onPageChange={list.setPage} label="Mail pages" />
      <MailDialog id={open} onClose={() => setOpen(null)} />
    </>
  )
}
