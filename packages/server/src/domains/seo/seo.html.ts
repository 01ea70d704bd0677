/** Pure HTML helpers of the SEO domain: escaping, HTML to text, and the <head> tags of a page. */
import { jsonForScript } from '../../lib/inert-json'

export { jsonForScript }

export interface PageMeta {
  /** HTTP status of the page: 404 for an unknown product, category, brand or route. */
  status: number
  title: string
  description: string
  /** Absolute URL; omitted on pages that must not be indexed under any address (404). */
  canonical?: string
  /** 'noindex' for private or duplicate pages (cart, account, search results). */
  robots?: string
  openGraph?: {
    type: 'website' | 'product'
    /** Absolute image URL. */
    image?: string
    imageAlt?: string
    /** Extra og/product: properties such as product:price:amount. */
    extra?: Record<string, string>
  }
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: object[]
  /**
   * The page's largest picture, exactly as the app will ask for it: fetched while the scripts
   * load instead of after them (the largest paint of a product page).
   */
  preloadImage?: string
  /**
   * Data the app would fetch first, written into the page as inert JSON
   * (<script type="application/json" id=...>), so the first paint skips one round trip.
   */
  initialData?: { id: string; data: unknown }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside an element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!)
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/**
 * Plain text of a product's HTML description for meta tags. The result is escaped again when
 * written, so this only has to read well, not to be safe on its own.
 */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
  const withoutTags = withoutCode
    .replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|tr)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** The <head> tags of one page, every value escaped. */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`]
  const metaName = (name: string, content: string) =>
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`)
  const metaProperty = (property: string, content: string) =>
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`)

  metaName('description', meta.description)
  if (meta.robots) metaName('robots', meta.robots)
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`)
  if (meta.preloadImage) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`,
    )
  }

  const og = meta.openGraph
  if (og) {
    metaProperty('og:site_name', siteName)
    metaProperty('og:type', og.type)
    metaProperty('og:title', meta.title)
    metaProperty('og:description', meta.description)
    if (meta.canonical) metaProperty('og:url', meta.canonical)
    if (og.image) {
      metaProperty('og:image', og.image)
      if (og.imageAlt) metaProperty('og:image:alt', og.imageAlt)
    }
    for (const [property, content] of Object.entries(og.extra ?? {})) metaProperty(property, content)
    metaName('twitter:card', og.image ? 'summary_large_image' : 'summary')
    metaName('twitter:title', meta.title)
    metaName('twitter:description', meta.description)
    if (og.image) {
      metaName('twitter:image', og.image)
      if (og.imageAlt) metaName('twitter:image:alt', og.imageAlt)
    }
  }
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`)
  }
  if (meta.initialData) {
    const { id, data } = meta.initialData
    tags.push(`<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(data)}</script>`)
  }
  return tags.join('\n    ')
}

/**
 * index.html with its own <title> and description replaced by the page's head tags. The built
 * file keeps one of each (packages/web/index.html); anything else in <head> stays as built.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
  const at = stripped.search(/<\/head>/i)
  if (at === -1) return stripped
  return `${stripped.slice(0, at)}  ${headTags}\n  ${stripped.slice(at)}`
}
