import Tab from 'react-bootstrap/Tab'
import Tabs from 'react-bootstrap/Tabs'
import { useSafeHtml } from '../sanitize-html'

/** docs/requirements/storefront.md §7: 'Description' and 'Additional Information' tabs, both sanitised HTML. */
export function ProductTabs({ description, other }: { description: string; other: string }) {
  const safeDescription = useSafeHtml(description)
  const safeOther = useSafeHtml(other)
  return (
    <section className="product-tabs mt-5" aria-label="Product information">
      <Tabs defaultActiveKey="description" id="product-tabs" className="mb-3">
        <Tab eventKey="description" title="Description">
          {safeDescription === null ? (
            <div className="product-html" />
          ) : safeDescription ? (
            <div className="product-html" dangerouslySetInnerHTML={{ __html: safeDescription }} />
          ) : (
            <p className="text-body-secondary">No description available.</p>
          )}
        </Tab>
        <Tab eventKey="additional" title="Additional Information">
          {safeOther === null ? (
            <div className="product-html" />
          ) : safeOther ? (
            <div className="product-html" dangerouslySetInnerHTML={{ __html: safeOther }} />
          ) : (
            <p className="text-body-secondary">No additional information available.</p>
          )}
        </Tab>
      </Tabs>
    </section>
  )
}
