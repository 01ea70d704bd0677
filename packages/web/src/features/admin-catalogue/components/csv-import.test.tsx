// @vitest-environment jsdom
import { CSV_IMPORT_MAX_BYTES, type CsvImportResponse } from '@shop/shared/schemas/admin/catalogue'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { renderWithAdminProviders } from '../../../testing/render-with-providers'
import { CsvImport } from './csv-import'

// Spied, not mocked: the web tests share one module registry (isolate: false).
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const REPORT: CsvImportResponse = {
  message: 'Import finished: 1 created.',
  rows: 1,
  created: 1,
  updated: 0,
  unchanged: 0,
  rejected: [],
  changes: [{ row: 2, sku: 'VIT-D3', action: 'created', fields: ['product_name'] }],
} as unknown as CsvImportResponse

/** The import's call is multipart, which the JSON mock server does not read: this one keeps the form. */
function importServer(answer: { status?: number; body: unknown }) {
  const sent: { url: string; body: string }[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    sent.push({ url: request.url, body: await request.text() })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  return { server: { fetchFn, requests: [] }, sent }
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } })
}

describe('CsvImport', () => {
  it('waits for a file, and refuses one larger than the import takes under the field', async () => {
    const { server, sent } = importServer({ body: REPORT })
    renderWithAdminProviders(<CsvImport />, { server })
    const button = screen.getByRole('button', { name: 'Import products' })
    expect(button).toHaveProperty('disabled', true)
    const big = new File(['sku'], 'big.csv', { type: 'text/csv' })
    Object.defineProperty(big, 'size', { value: CSV_IMPORT_MAX_BYTES + 1 })
    choose(big)
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    const error = await screen.findByText('The file is too large.')
    const field = screen.getByLabelText('CSV file')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.id)
    expect(sent).toHaveLength(0)
  })

  it('sends the file chosen and shows the report', async () => {
    const { server, sent } = importServer({ body: REPORT })
    // The file put in the form, as sent: how Node's fetch serialises a jsdom File differs by Node
    // version (under Node 24 the part arrives empty), so the part's content is not read back.
    const append = vi.spyOn(FormData.prototype, 'append')
    renderWithAdminProviders(<CsvImport />, { server })
    const file = new File(['sku,product_name\nVIT-D3,Vitamin D3\n'], 'products.csv', { type: 'text/csv' })
    choose(file)
    fireEvent.click(await screen.findByRole('button', { name: 'Import products' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.url).toBe('http://shop.test/api/admin/products/import')
    // Under jsdom the part's file name reads 'blob'; its field is the file's.
    expect(sent[0]!.body).toContain('Content-Disposition: form-data; name="file"')
    expect(append).toHaveBeenCalledWith('file', file)
    expect(
      await screen.findByText('1 rows read: 1 created, 0 updated, 0 unchanged, 0 rejected.'),
    ).toBeTruthy()
    expect(toast.success).toHaveBeenCalledWith('Import finished: 1 created.')
  })

  it('puts the server’s refusal of the file under the field', async () => {
    const { server } = importServer({
      status: 400,
      body: { message: 'file: At most 20000 rows per file.', errors: { file: ['at most 20000 rows'] } },
    })
    renderWithAdminProviders(<CsvImport />, { server })
    choose(new File(['sku\n'], 'products.csv', { type: 'text/csv' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Import products' }))
    expect(await screen.findByText('at most 20000 rows')).toBeTruthy()
    expect(toast.error).toHaveBeenCalledWith('At most 20000 rows per file.')
    expect(screen.queryByText(/rows read/)).toBeNull()
  })
})
