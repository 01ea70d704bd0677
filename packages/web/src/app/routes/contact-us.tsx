import '../../styles/account.css'
import { ContactDetails } from '../../features/contact/components/contact-details'
import { ContactForm } from '../../features/contact/components/contact-form'
import { useGetShopInfoQuery } from '../../features/layout/layout.api'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /contact-us (docs/requirements/storefront.md §9): the form, the shop's details and the reply promise. */
export default function ContactUsPage() {
  useDocumentTitle('Contact Us')
  const { data: shopInfo } = useGetShopInfoQuery()
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title" className="h3 mb-1">
        Contact Us
      </h1>
      <p className="lead mb-4">We reply to every message within 24 hours.</p>
      <div className="row g-4">
        <div className="col-lg-8">
          <div className="card">
            <div className="card-body p-4">
              <ContactForm />
            </div>
          </div>
        </div>
        <div className="col-lg-4">
          <ContactDetails info={shopInfo} />
        </div>
      </div>
    </section>
  )
}
