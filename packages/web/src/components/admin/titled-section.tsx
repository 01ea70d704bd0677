import { useId, type ReactNode } from 'react'

interface TitledSectionProps {
  title: ReactNode
  /** A panel by default; a grid column on the dashboard. */
  className?: string
  headingClassName?: string
  children: ReactNode
}

/** A part of a screen named by its heading, so a screen reader lists it as a region with that name. */
export function TitledSection({
  title,
  className = 'admin-panel',
  headingClassName,
  children,
}: TitledSectionProps) {
  const id = useId()
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
