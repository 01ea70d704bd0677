import { useEffect, useState } from 'react'

/** The value as it was `delayMs` after the last change (login 1000 ms, reset 400 ms: docs/requirements/limits.md §4). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
