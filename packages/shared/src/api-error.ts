/** The one JSON error shape every failing API call answers (architecture.md 'Errors'). */
export interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
