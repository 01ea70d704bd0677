import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { shopDay } from '../lib/clock'
import { jsonForScript } from '../lib/inert-json'
import { classesOf, criticalCss } from './critical-css'

/** What the web app's renderer (packages/web/src/entry-server.tsx, built to dist/ssr/) exports. */
interface WebRenderer {
  render(request: { url: string; origin: string; fetch: typeof fetch; today: string }): Promise<{
    html: string
    data: unknown
    moduleIds: string[]
  } | null>
}

/** One entry of vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g
const PRELOAD_TAGS = /<link rel="modulepreload"([^>]*)>/g
const MODULE_SCRIPT = /<script type="module"[^>]*>/g
/** React writes its resource hints (the page's first pictures) before the markup; they go to <head>. */
const LEADING_HINTS = /^(?:<link [^>]*>)+/

/** The built web app's own files, read once: stylesheets by URL path. */
function fileReader(webDistDir: string) {
  const cache = new Map<string, string>()
  return (urlPath: string) => {
    let text = cache.get(urlPath)
    if (text === undefined) {
      text = fs.readFileSync(path.join(webDistDir, urlPath.replace(/^\/+/, '')), 'utf8')
      cache.set(urlPath, text)
    }
    return text
  }
}

/** Each built stylesheet parsed once, to cut it to a page's classes (critical-css.ts). */
function criticalReader(readFile: (urlPath: string) => string) {
  const cache = new Map<string, ReturnType<typeof criticalCss>>()
  return (urlPath: string, classes: ReadonlySet<string>) => {
    let cut = cache.get(urlPath)
    if (!cut) {
      cut = criticalCss(readFile(urlPath))
      cache.set(urlPath, cut)
    }
    return cut(classes)
  }
}

/** vite's key of the app's entry, whose files index.html links already. */
const ENTRY_KEY = 'index.html'

/** The JS files (with their static imports) and styles that modules need beyond the entry's. */
function assetsOf(manifest: Manifest, moduleIds: string[]) {
  const seen = new Set<string>()
  const scripts: string[] = []
  const styles: string[] = []
  const visit = (key: string, collect: boolean) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    if (collect) {
      scripts.push(`/${chunk.file}`)
      styles.push(...(chunk.css ?? []).map((css) => `/${css}`))
    }
    for (const imported of chunk.imports ?? []) visit(imported, collect)
  }
  visit(ENTRY_KEY, false)
  for (const id of moduleIds) visit(id, true)
  return { scripts, styles }
}

/**
 * The storefront's server rendering: the page's markup and data inside index.html, the page's
 * chunks preloaded, and its styles inlined (no stylesheet request before the first paint). Null
 * when the web app has no renderer (a build without it, tests with a bare index.html).
 *
 * The renderer's API calls are answered by inject(): the same routes, schemas and services as
 * the browser's calls, without a network round trip. The page is rendered as a guest (the
 * browser's session is in its storage, never sent with a page request), so a rendered page
 * depends only on the URL and the catalogue.
 */
export async function loadServerRender(app: FastifyInstance, webDistDir: string) {
  const entry = path.join(webDistDir, 'ssr', 'entry-server.js')
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null
  // The renderer (React's server renderer and the whole storefront) is loaded by the first page a
  // browser asks for, not at start: an API-only process never holds it
  // (docs/decisions/0071-memory-settings-at-start.md).
  let renderer: Promise<WebRenderer> | undefined
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(entry).href) as Promise<WebRenderer>
    return renderer
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
  const readCritical = criticalReader(fileReader(webDistDir))

  // Answers the renderer's API calls in-process, noting each address in `reads` (page-cache.ts).
  const inProcessFetch = async (reads: string[], ...[input, init]: Parameters<typeof fetch>) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    reads.push(`${url.pathname}${url.search}`)
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers })
  }

  return async (request: FastifyRequest, indexHtml: string): Promise<string | null> => {
    const origin = `${request.protocol}://${request.host}`
    const reads: string[] = []
    const page = await (
      await loadRenderer()
    ).render({
      url: request.url,
      origin,
      fetch: (input, init) => inProcessFetch(reads, input, init),
      // The page cache keeps a page per day (page-cache.ts): the day it is rendered with.
      today: shopDay(new Date(), app.config.shop.timeZone),
    })
    if (!page) return null
    apiReads.set(request, reads)
    const { scripts, styles } = assetsOf(manifest, page.moduleIds)
    // index.html preloads the app's own modules already (packages/web/vite.config.ts).
    const linked = new Set([...indexHtml.matchAll(PRELOAD_LINK)].map((m) => m[1]))
    const preloads = scripts
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    // Inline, only the rules the page's markup can use (critical-css.ts); the whole stylesheet
    // is a disabled link right after: never fetched before the first paint, it tells vite's loader
    // the page has it (appended last, it would override the page's own rules), and the app
    // enables it on start, at the same place in the cascade
    // (docs/decisions/0076-first-paint-css-per-page.md).
    const classes = classesOf(indexHtml + page.html)
    const inlined = (href: string) =>
      `<style>${readCritical(href, classes)}</style><link rel="stylesheet" href="${href}" disabled>`
    const routeStyles = styles.map(inlined)
    const hints = LEADING_HINTS.exec(page.html)?.[0] ?? ''
    const markup = page.html.slice(hints.length)
    const head = [...(hints ? [hints] : []), ...preloads, ...routeStyles].join('\n    ')
    // Replacer functions: page text is inserted as it is, never read as a '$&' pattern.
    return (
      indexHtml
        .replace(STYLESHEET_LINK, (_link, href: string) => inlined(href))
        .replace('</head>', () => `${head ? `  ${head}\n  ` : ''}</head>`)
        // The page paints from its HTML: its scripts only hydrate it. The entry (a few KB) loads at
        // low priority; the modules it needs are held as inert links that main.tsx turns into
        // preloads once the page and its pictures have loaded, or at the shopper's first input, so
        // they never compete with them (docs/decisions/0090-every-tap-counts-from-the-first-paint.md).
        .replace(MODULE_SCRIPT, (tag) => tag.replace(/^<script/, '<script fetchpriority="low"'))
        .replace(PRELOAD_TAGS, (_tag, attributes: string) => `<link ${HELD_PRELOAD}${attributes}>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${markup}</div>\n    <script type="application/json" ${SERVER_RENDER_MARK}>${jsonForScript(page.data)}</script>`,
        )
    )
  }
}

/** The API addresses (path and query) each server-rendered page was rendered with (page-cache.ts). */
const apiReads = new WeakMap<FastifyRequest, string[]>()

/** What the API answered the render of this request's page with, if the server rendered it. */
export function apiReadsOf(request: FastifyRequest): string[] | undefined {
  return apiReads.get(request)
}

/** A module preload the app makes once the page has loaded or at the first input (packages/web/src/main.tsx). */
const HELD_PRELOAD = 'data-after-load="modulepreload"'

/** The element of a page's render data (packages/web/src/store/server-render.ts reads it). */
const SERVER_RENDER_MARK = 'id="server-render"'

/** Whether this page's HTML was rendered by the server, with its data inside. */
export function isServerRendered(html: string): boolean {
  return html.includes(SERVER_RENDER_MARK)
}
