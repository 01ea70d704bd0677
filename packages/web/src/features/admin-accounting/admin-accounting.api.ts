import type { AccountingExport, AccountingExportRun } from '@shop/shared/schemas/admin/accounting'
import { adminApi } from '../../store/admin-api'

/** The owner's accounting export: its batches, and a run that exports what is new. */
export const adminAccountingApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountingExports: build.query<AccountingExport[], void>({
      query: () => 'admin/accounting/exports',
      transformResponse: (body: { items: AccountingExport[] }) => body.items,
    }),
    runAccountingExport: build.mutation<AccountingExportRun, { date?: string }>({
      query: (body) => ({ url: 'admin/accounting/exports', method: 'POST', body }),
    }),
  }),
})

export const { useGetAccountingExportsQuery, useRunAccountingExportMutation } = adminAccountingApi
