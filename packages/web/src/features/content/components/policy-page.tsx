import '../content.css'
import type { ReactNode } from 'react'

export interface PolicySection {
  id: string
  heading: string
  body: ReactNode
}

interface PolicyPageProps {
  title: string
  /** Shown under the title, e.g. 'Effective 30 August 2023'. */
  dateLine: string
  intro: ReactNode
  sections: PolicySection[]
}

/** A legal page: title, date, a list of its sections as in-page links, then the sections. */
export function PolicyPage({ title, dateLine, intro, sections }: PolicyPageProps) {
  return (
    <article className="policy-page mx-auto" aria-labelledby="policy-title">
      <header className="mb-4">
        <h1 id="policy-title" className="h2">
          {title}
        </h1>
        <p className="text-body-secondary mb-3">{dateLine}</p>
        <div>{intro}</div>
      </header>
      <nav aria-label="On this page" className="policy-toc card card-body mb-4">
        <h2 className="h6 text-uppercase mb-2">On this page</h2>
        <ol className="mb-0 ps-3">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mb-4">
          <h2 id={`${s.id}-heading`} className="h5">
            {i + 1}. {s.heading}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  )
}

/** The shop's e-mail as a mailto: link (docs/requirements/storefront.md §8: each has a contact e-mail link). */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>
}
