import '../content.css'
import Accordion from 'react-bootstrap/Accordion'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { FaqTopic } from '../faq-entries'

/** /faq: questions grouped by topic, each opening its answer (an accessible accordion). */
export function FaqList({ topics }: { topics: FaqTopic[] }) {
  return (
    <section className="mx-auto faq-page" aria-labelledby="faq-title">
      <h1 id="faq-title" className="h2">
        Frequently asked questions
      </h1>
      <p className="text-body-secondary">
        Can&rsquo;t find your answer? <Link to={paths.contact}>Contact us</Link> and we will reply within 24
        hours.
      </p>
      {topics.map((t, i) => (
        <section key={t.topic} className="mt-4" aria-labelledby={`faq-topic-${i}`}>
          <h2 id={`faq-topic-${i}`} className="h5">
            {t.topic}
          </h2>
          <Accordion alwaysOpen>
            {t.entries.map((e) => (
              <Accordion.Item key={e.id} eventKey={e.id} id={`faq-${e.id}`}>
                <Accordion.Header as="h3">{e.question}</Accordion.Header>
                <Accordion.Body>
                  {e.answer.map((p, i) => (
                    <p key={i} className={i === e.answer.length - 1 ? 'mb-0' : undefined}>
                      {p}
                    </p>
                  ))}
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
      <p className="mt-4">
        See also our <Link to={paths.refund}>Return Policy</Link> and{' '}
        <Link to={paths.terms}>Terms &amp; Conditions</Link>.
      </p>
    </section>
  )
}
