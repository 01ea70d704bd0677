import { telHref } from '@shop/shared/schemas/shop-info'
import { Link } from 'react-router'
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useGetShopInfoQuery } from '../layout.api'
import { NewsletterForm } from './newsletter-form'

/** Policy and information links bring the shopper to the top of the page (docs/requirements/storefront.md §3), even on the same page. */
function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} onClick={() => window.scrollTo({ top: 0, left: 0 })}>
      {children}
    </Link>
  )
}

/** Headquarters and mailing addresses, phone, e-mail, policy links and the newsletter (docs/requirements/storefront.md §3). */
export function SiteFooter() {
  const { data: shop } = useGetShopInfoQuery()
  const name = shop?.name ?? 'Bermuda Medical Supply'
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="footer-heading">{name}</h2>
            <p className="small">
              Medical, health and aesthetics supplies for Bermuda homes, clinics and spas.
            </p>
            <address className="footer-contact mb-0">
              <p>
                <MapPinIcon size={16} />
                <span>
                  <strong>Headquarters</strong>
                  <br />
                  {shop?.hq_address}
                </span>
              </p>
              <p>
                <MailIcon size={16} />
                <span>
                  <strong>Mailing address</strong>
                  <br />
                  {shop?.mailing_address}
                </span>
              </p>
            </address>
          </div>
          <div className="col-12 col-sm-6 col-md-3 col-lg-3">
            <h2 className="footer-heading">Contact</h2>
            <ul className="list-unstyled footer-links">
              <li>
                {shop && (
                  <a href={telHref(shop.phone)}>
                    <PhoneIcon size={14} /> {shop.phone}
                  </a>
                )}
              </li>
              <li>
                {shop && (
                  <a href={`mailto:${shop.email}`} className="text-break">
                    <MailIcon size={14} /> {shop.email}
                  </a>
                )}
              </li>
              <li>
                <FooterLink to={paths.contact}>Contact Us</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.storeLocation}>Stores Location</FooterLink>
              </li>
            </ul>
          </div>
          <div className="col-12 col-sm-6 col-md-3 col-lg-2">
            <h2 className="footer-heading">Policies</h2>
            <ul className="list-unstyled footer-links">
              <li>
                <FooterLink to={paths.terms}>Terms &amp; Conditions</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.privacy}>Privacy Policy</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.refund}>Return Policy</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.faq}>FAQ</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.brands}>Brands</FooterLink>
              </li>
              <li>
                <FooterLink to={paths.blog}>Blog</FooterLink>
              </li>
            </ul>
          </div>
          <div className="col-12 col-lg-4">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="site-footer-bottom">
        <div className="container small">
          © {new Date().getFullYear()} {name}. Prices in US dollars.
        </div>
      </div>
    </footer>
  )
}
