import { useRef, useState, type KeyboardEvent } from 'react'

const TABS = [
  { key: 'description', title: 'Description', empty: 'No description available.' },
  { key: 'additional', title: 'Additional Information', empty: 'No additional information available.' },
] as const
type TabKey = (typeof TABS)[number]['key']

/** The server cleans the HTML with its allow-list before it answers; the CSP runs no inline script. */
function ProductHtml({ html, empty }: { html: string; empty: string }) {
  if (!html) return <p className="text-body-secondary">{empty}</p>
  return <div className="product-html" dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * docs/requirements/storefront.md §7: 'Description' and 'Additional Information' tabs, both HTML
 * the server has cleaned, rendered with the page. Bootstrap's tab markup and the ARIA tab pattern
 * (arrow keys, Home and End move between the tabs), without a component library in the page's
 * first load.
 */
export function ProductTabs({ description, other }: { description: string; other: string }) {
  const [active, setActive] = useState<TabKey>('description')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const html: Record<TabKey, string> = { description, additional: other }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setActive(TABS[next]!.key)
    tabs.current[next]?.focus()
  }

  return (
    <section className="product-tabs mt-5" aria-label="Product information">
      <ul className="nav nav-tabs mb-3" role="tablist">
        {TABS.map((tab, i) => (
          <li key={tab.key} className="nav-item" role="presentation">
            <button
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`product-tabs-tab-${tab.key}`}
              aria-controls={`product-tabs-tabpane-${tab.key}`}
              aria-selected={active === tab.key}
              tabIndex={active === tab.key ? undefined : -1}
              className={`nav-link${active === tab.key ? ' active' : ''}`}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {tab.title}
            </button>
          </li>
        ))}
      </ul>
      <div className="tab-content">
        {TABS.map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`product-tabs-tabpane-${tab.key}`}
            aria-labelledby={`product-tabs-tab-${tab.key}`}
            className={`tab-pane${active === tab.key ? ' active show' : ''}`}
          >
            <ProductHtml html={html[tab.key]} empty={tab.empty} />
          </div>
        ))}
      </div>
    </section>
  )
}
