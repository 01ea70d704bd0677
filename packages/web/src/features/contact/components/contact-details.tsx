import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { telHref } from '@shop/shared/schemas/shop-info'

/** docs/requirements/storefront.md §9 details panel: phone, e-mail, postal address and a chat note. */
export function ContactDetails({ info }: { info: ShopInfo | undefined }) {
  return (
    <section className="card h-100 contact-details" aria-labelledby="contact-details-title">
      <div className="card-body p-4">
        <h2 id="contact-details-title" className="h5 mb-3">
          Contact details
        </h2>
        {!info ? (
          <p className="text-muted">Loading...</p>
        ) : (
          <dl className="mb-0">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(info.phone)}>{info.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </dd>
            <dt>Postal address</dt>
            <dd>{info.mailing_address}</dd>
            <dt>Visit us</dt>
            <dd>{info.hq_address}</dd>
            <dt>Chat</dt>
            <dd className="mb-0">
              Prefer to chat? Send us a message with this form and a member of our team will answer by e-mail,
              or call {info.phone} during opening hours.
            </dd>
          </dl>
        )}
      </div>
    </section>
  )
}
