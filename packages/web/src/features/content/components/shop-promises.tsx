import { deliveryPromise } from '@shop/shared/delivery-promise'
import { telHref } from '@shop/shared/schemas/shop-info'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AdviceIcon, ReturnIcon, StoreIcon, TruckIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'

interface ShopPromise {
  icon: ReactNode
  title: string
  text: string
  link: ReactNode
}

/**
 * The strip of what the shop promises on the home page (docs/requirements/storefront.md §4): each
 * promise says what the FAQ, store and return pages say in full, and links there.
 */
export function ShopPromises({ phone, dispatchCutoff }: { phone: string; dispatchCutoff: string }) {
  const promises: ShopPromise[] = [
    {
      icon: <AdviceIcon size={28} />,
      title: 'Pharmacist advice',
      text: 'Not sure which product is right? Ask our pharmacy team by phone or in store.',
      link: <a href={telHref(phone)}>Call the Hot Line</a>,
    },
    {
      icon: <StoreIcon size={28} />,
      title: 'Pickup in Hamilton',
      text: 'No delivery charge; in-stock orders are usually ready within two business hours.',
      link: <Link to={paths.storeLocation}>Store and hours</Link>,
    },
    {
      icon: <TruckIcon size={28} />,
      title: 'Next-day delivery',
      text: deliveryPromise(dispatchCutoff),
      link: <Link to={`${paths.faq}#faq-delivery-time`}>Delivery questions</Link>,
    },
    {
      icon: <ReturnIcon size={28} />,
      title: 'Damaged? We replace it',
      text: 'Tell us within 48 hours of delivery or pickup and we replace or refund the item.',
      link: <Link to={paths.refund}>Return Policy</Link>,
    },
  ]
  return (
    <section className="shop-promises" aria-labelledby="promises-title">
      <h2 id="promises-title" className="visually-hidden">
        What we promise
      </h2>
      <ul className="list-unstyled row g-3 mb-0">
        {promises.map((p) => (
          <li key={p.title} className="col-6 col-lg-3">
            <div className="shop-promise">
              <span className="shop-promise-icon">{p.icon}</span>
              <div>
                <h3 className="h6 mb-1">{p.title}</h3>
                <p className="small mb-1 shop-promise-text">{p.text}</p>
                <span className="small">{p.link}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
