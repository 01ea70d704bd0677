import { PICTURE_MAX_BYTES, type Picture } from '@shop/shared/schemas/admin/catalogue'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDeletePictureMutation,
  useReorderPicturesMutation,
  useUploadPictureMutation,
} from '../admin-catalogue.api'

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp']

/**
 * A product's pictures: choose a file, see it before it goes, upload (the server makes the 300px
 * and 800px WebP files), move pictures earlier or later (the first is the thumbnail), delete.
 */
export function PictureManager({
  productId,
  productName,
  pictures,
}: {
  productId: number
  productName: string
  pictures: Picture[]
}) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [upload, uploading] = useUploadPictureMutation()
  const [reorder, reordering] = useReorderPicturesMutation()
  const [remove, removing] = useDeletePictureMutation()

  // The preview's object URL is given back when replaced and when the screen closes.
  const previewUrl = useRef<string | null>(null)
  const showPreview = (url: string | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    previewUrl.current = url
    setPreview(url)
  }
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current)
    },
    [],
  )

  const choose = (chosen: File | undefined) => {
    showPreview(null)
    if (!chosen) return setFile(null)
    if (!ACCEPTED.includes(chosen.type)) {
      toast.error('Choose a JPEG, PNG or WebP picture.')
      return setFile(null)
    }
    if (chosen.size > PICTURE_MAX_BYTES) {
      toast.error(`The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`)
      return setFile(null)
    }
    setFile(chosen)
    showPreview(URL.createObjectURL(chosen))
  }

  const send = async () => {
    if (!file) return
    if (announceOutcome(await upload({ id: productId, file }), 'Picture added.')) {
      setFile(null)
      showPreview(null)
      if (input.current) input.current.value = ''
    }
  }

  const move = async (index: number, by: -1 | 1) => {
    const ids = pictures.map((p) => p.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved!)
    announceOutcome(await reorder({ id: productId, pictureIds: ids }), 'Pictures reordered.')
  }

  const busy = uploading.isLoading || reordering.isLoading || removing.isLoading
  return (
    <section className="admin-panel" aria-labelledby="product-pictures">
      <h2 id="product-pictures">Pictures</h2>
      {pictures.length === 0 && (
        <p className="small text-muted">No picture yet: the shop shows a placeholder.</p>
      )}
      <ol className="list-unstyled d-flex flex-wrap gap-3 mb-3">
        {pictures.map((p, i) => (
          <li key={p.id} className="admin-picture">
            <img src={p.url_300} alt={`${productName}, picture ${i + 1}${i === 0 ? ' (thumbnail)' : ''}`} />
            <div className="btn-group btn-group-sm w-100 mt-1" role="group" aria-label={`Picture ${i + 1}`}>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
              >
                <span aria-hidden="true">←</span>
                <span className="visually-hidden">Move picture {i + 1} earlier</span>
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy || i === pictures.length - 1}
                onClick={() => move(i, 1)}
              >
                <span aria-hidden="true">→</span>
                <span className="visually-hidden">Move picture {i + 1} later</span>
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={busy}
                onClick={async () =>
                  announceOutcome(await remove({ id: productId, pictureId: p.id }), 'Picture deleted.')
                }
              >
                Delete<span className="visually-hidden"> picture {i + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <label htmlFor={inputId} className="form-label">
        Add a picture
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        className="form-control form-control-sm mb-2"
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div id={`${inputId}-hint`} className="form-text mb-2">
        JPEG, PNG or WebP, at most {PICTURE_MAX_BYTES / 1024 / 1024} MB; the shop makes the 300px and 800px
        sizes.
      </div>
      {preview && (
        <div className="d-flex align-items-end gap-2">
          <div className="admin-picture">
            <img src={preview} alt="Preview of the chosen picture" />
          </div>
          <button type="button" className="btn btn-sm btn-primary" onClick={send} disabled={busy}>
            {uploading.isLoading ? 'Uploading…' : 'Upload picture'}
          </button>
        </div>
      )}
    </section>
  )
}
