import { errorMessage } from '../../store/api'

/** A screen's failed load, with the server's message when it gave one. */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null
  return (
    <div className="alert alert-danger" role="alert">
      {errorMessage(error, fallback)}
    </div>
  )
}
