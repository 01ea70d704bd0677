import { formatDollars } from '@shop/shared/format'
import { searchText } from '@shop/shared/search-form'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { ActionForm } from '../../../components/action-form'
import { SearchIcon } from '../../../components/icons'
import { ImageWithFallback } from '../../../components/image-with-fallback'
import { paths } from '../../../config/paths'
import { useLazyGetSearchSuggestionsQuery } from '../layout.api'

/** Listings that keep the shopper where they are when searching (docs/requirements/storefront.md §3). */
const LISTING_PATH = /^\/(shop|category|brand)(\/|$)/

/** Where a submitted search goes: the current listing (page 1), else /shop. */
export function searchTarget(pathname: string, currentSearch: string, text: string) {
  const inListing = LISTING_PATH.test(pathname)
  const params = new URLSearchParams(inListing ? currentSearch : '')
  if (text) params.set('search', text)
  else params.delete('search')
  params.delete('page')
  const query = params.toString()
  return { pathname: inListing ? pathname : paths.shop, search: query ? `?${query}` : '' }
}

/**
 * The header's product search with suggestions (ARIA combobox): each suggestion with its picture,
 * price and category, then 'See all results for …' (docs/requirements/storefront.md §3,
 * docs/requirements/catalogue-api.md §7). Blank text makes no call; every keystroke aborts the
 * suggestion request before it. The arrow keys move through the options, Enter chooses, Escape closes.
 */
export function SearchBox() {
  const navigate = useNavigate()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const urlText = searchParams.get('search') ?? ''
  const [text, setText] = useState(urlText)
  const [shownUrlText, setShownUrlText] = useState(urlText)
  // The text this box last sent to the address. React Router renders a navigation in a transition,
  // which lands later than the tap when the next page is still loading: by then the shopper may be
  // typing again, and the address's text, being their own, must not replace what they type.
  const [sentText, setSentText] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [fetchSuggestions, { currentData }] = useLazyGetSearchSuggestionsQuery()
  const inFlight = useRef<{ abort(): void } | null>(null)
  const listId = useId()
  const inputId = useId()

  // Back/forward or a link changed ?search=: show that text (adjusting state while rendering).
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText)
    if (urlText === sentText) setSentText(null)
    else setText(urlText)
  }

  const query = text.trim()
  // currentData belongs to the latest text only, never to an earlier keystroke.
  const answer = query ? currentData : undefined
  const suggestions = answer?.data ?? []
  // The suggestions, then the 'See all results' line: one more option.
  const optionCount = answer ? suggestions.length + 1 : 0
  const expanded = open && optionCount > 0
  const seeAllIndex = suggestions.length

  const onChange = (value: string) => {
    setText(value)
    setActive(-1)
    inFlight.current?.abort()
    inFlight.current = null
    const trimmed = value.trim()
    if (!trimmed) {
      setOpen(false)
      return
    }
    setOpen(true)
    inFlight.current = fetchSuggestions(trimmed, true)
  }

  const send = (to: { pathname: string; search: string }, sent: string) => {
    setText(sent)
    setOpen(false)
    setSentText(sent === urlText ? null : sent)
    void navigate(to)
  }

  const choose = (productName: string) =>
    send({ pathname: paths.shop, search: `?${new URLSearchParams({ search: productName })}` }, productName)

  const seeAll = (text = query) => send(searchTarget(location.pathname, location.search, text), text)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && optionCount) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % optionCount)
    } else if (event.key === 'ArrowUp' && optionCount) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? optionCount - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      if (active === seeAllIndex) seeAll()
      else choose(suggestions[active]!.product_name)
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false)
      else onChange('')
    }
  }

  const total = answer?.total ?? 0
  // Before the app runs (or without JavaScript) the form submits as HTML to the same address the
  // app goes to: the listing's other choices ride along as hidden fields.
  const nativeTarget = searchTarget(location.pathname, location.search, '')
  return (
    <ActionForm
      role="search"
      className="site-search"
      action={(form) => seeAll(searchText(form.get('search')))}
      htmlAction={nativeTarget.pathname}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        className="form-control site-search-input"
        placeholder="Search products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => query && setOpen(true)}
      />
      {[...new URLSearchParams(nativeTarget.search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn site-search-button" aria-label="Search">
        <SearchIcon />
      </button>
      <div className="site-search-panel" hidden={!expanded}>
        {answer?.did_you_mean ? (
          <p className="site-search-note" data-testid="search-did-you-mean">
            No match for “{query}”. Did you mean <strong>{answer.did_you_mean}</strong>?
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label="Suggestions" className="site-search-list">
          {suggestions.map((s, i) => (
            <li
              key={s.slug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={s.product_name}
              className={`site-search-option ${i === active ? 'active' : ''}`}
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s.product_name)}
            >
              <ImageWithFallback
                className="site-search-thumb"
                src={s.thumbnail}
                alt=""
                width={300}
                height={300}
                loading="lazy"
              />
              <span className="site-search-text">
                <span className="site-search-name">{s.product_name}</span>
                <span className="site-search-meta">{s.category}</span>
              </span>
              <span className="site-search-price">{formatDollars(s.price)}</span>
            </li>
          ))}
          <li
            id={`${listId}-${seeAllIndex}`}
            role="option"
            aria-selected={active === seeAllIndex}
            className={`site-search-all ${active === seeAllIndex ? 'active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => seeAll()}
          >
            See all results for “{answer?.did_you_mean ?? query}”{total ? ` (${total})` : ''}
          </li>
        </ul>
      </div>
    </ActionForm>
  )
}
