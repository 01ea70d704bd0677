import { useEffect, useState } from 'react'
import { useAdminSelector } from '../../../store/admin-store'
import { selectStaffToken } from '../../../store/staff-session'

/**
 * A return's private photo: fetched with the staff token (the file is never public) and shown
 * from memory.
 */
export function ReturnPhoto({
  returnId,
  photoId,
  index,
}: {
  returnId: number
  photoId: number
  index: number
}) {
  const token = useAdminSelector(selectStaffToken)
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let made: string | null = null
    let live = true
    void fetch(`/api/admin/returns/${returnId}/photos/${photoId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || !live) return
        made = URL.createObjectURL(blob)
        setUrl(made)
      })
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [returnId, photoId, token])
  if (!url) return <span className="small text-muted">Loading photo {index + 1}…</span>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img
        src={url}
        alt={`Customer's photo ${index + 1}`}
        style={{ width: 120, height: 120, objectFit: 'contain', background: '#fff' }}
        className="border rounded"
      />
    </a>
  )
}
