import { OPENING_HOURS } from '@shop/shared/order-status'
import { telHref, type ShopInfo } from '@shop/shared/schemas/shop-info'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { MailLink } from './policy-page'

/** /store-location: where the store is, when it opens, how pickup works and how to reach us. */
export function StoreLocation({ shop }: { shop: ShopInfo }) {
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.pickup_address)}`
  return (
    <section aria-labelledby="store-title">
      <h1 id="store-title" className="h2">
        Store location
      </h1>
      <p className="text-body-secondary">
        Visit us in the City of Hamilton for advice from our team, or collect an order you placed online.
      </p>
      <div className="row g-4">
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="address-title">
            <div className="card-body">
              <h2 id="address-title" className="h5">
                Address
              </h2>
              <address className="mb-2">
                {shop.name}
                <br />
                {shop.pickup_address}
              </address>
              <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
                Get directions<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <p className="mt-3 mb-0">
                The store is on the ground floor with step-free access. Public parking is a short walk away.
              </p>
            </div>
          </section>
        </div>
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="hours-title">
            <div className="card-body">
              <h2 id="hours-title" className="h5">
                Opening hours
              </h2>
              <table className="table table-sm mb-0">
                <caption className="visually-hidden">Store opening hours</caption>
                <tbody>
                  {OPENING_HOURS.map((h) => (
                    <tr key={h.days}>
                      <th scope="row" className="fw-normal">
                        {h.days}
                      </th>
                      <td className="text-end">{h.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="pickup-title">
            <div className="card-body">
              <h2 id="pickup-title" className="h5">
                Order pickup
              </h2>
              <ol className="mb-0 ps-3">
                <li>Choose pickup at checkout: there is no delivery charge.</li>
                <li>
                  We e-mail you when your order is ready, usually within two business hours for items in
                  stock.
                </li>
                <li>Collect it during opening hours with your order number and a photo ID.</li>
                <li>Someone else may collect for you with your order number and a note signed by you.</li>
              </ol>
            </div>
          </section>
        </div>
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="contact-title">
            <div className="card-body">
              <h2 id="contact-title" className="h5">
                Contact
              </h2>
              <p className="mb-1">
                Phone: <a href={telHref(shop.phone)}>{shop.phone}</a>
              </p>
              <p className="mb-1">
                E-mail: <MailLink email={shop.email} />
              </p>
              <p className="mb-0">Post: {shop.mailing_address}</p>
              <Link className="btn btn-outline-primary btn-sm mt-3" to={paths.contact}>
                Send us a message
              </Link>
            </div>
          </section>
        </div>
      </div>
    </section>
  )
}
