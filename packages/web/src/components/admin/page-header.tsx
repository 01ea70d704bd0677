import type { ReactNode } from 'react'

/** A back-office screen's title, with its main actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h4 mb-0">{title}</h1>
      {children && <div className="d-flex flex-wrap gap-2">{children}</div>}
    </div>
  )
}
