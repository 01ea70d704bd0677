import { useState } from 'react'
import { toast } from '../../lib/toast'
import { fetchAdminFile } from '../../store/admin-api'
import { useAdminSelector } from '../../store/admin-store'
import { selectStaffToken } from '../../store/staff-session'

interface FileButtonProps {
  /** Under /api/admin/, e.g. 'orders/12/packing-slip'. */
  path: string
  fileName: string
  children: string
  className?: string
}

/**
 * Downloads a file the back office serves only with the staff token (packing slip, invoice, CSV):
 * fetched with the token, then saved under its name.
 */
export function FileButton({ path, fileName, children, className }: FileButtonProps) {
  const token = useAdminSelector(selectStaffToken)
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const blob = await fetchAdminFile(path, token)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has taken the file by the next task.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={className ?? 'btn btn-sm btn-outline-primary'}
      onClick={download}
      disabled={busy}
    >
      {busy ? 'Preparing…' : children}
    </button>
  )
}
