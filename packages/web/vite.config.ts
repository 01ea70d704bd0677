import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import react from '@vitejs/plugin-react'
import { PurgeCSS } from 'purgecss'
import { defineConfig, type Plugin } from 'vite'

/** Writes .br and .gz beside every text asset, so the server sends them precompressed. */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    // The browser's files only: the server's renderer is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(file)) continue
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

/** zod's global settings object, as its core module creates it. */
const ZOD_CONFIG_INIT = '(_a.__zod_globalConfig = {})'

/**
 * zod in the browser's build starts with `jitless: true`: it never compiles validators with
 * `new Function`, which the page's CSP (script-src 'self') refuses and reports. Set where zod
 * creates its settings, so it holds before any schema is built, in whichever chunk zod lands,
 * and no module of the first load has to import zod to set it.
 */
function zodJitless(): Plugin {
  return {
    name: 'zod-jitless',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/\/zod\/v4\/core\/core\.js$/.test(id.split('?')[0]!)) return null
      if (!code.includes(ZOD_CONFIG_INIT))
        throw new Error(`zod-jitless: ${id} no longer creates its settings as expected`)
      return { code: code.replace(ZOD_CONFIG_INIT, '(_a.__zod_globalConfig = { jitless: true })'), map: null }
    },
  }
}

/** Third-party stylesheets the app takes whole, of which it uses a small part. */
const PURGED_STYLESHEETS =
  /node_modules\/(bootstrap\/dist\/css\/bootstrap\.min\.css|react-toastify\/dist\/ReactToastify\.css)$/
/** The react-bootstrap components the app uses (their files name the classes they set). */
const REACT_BOOTSTRAP_PARTS = '{Modal,Tab,Nav,Accordion,Fade,Collapse,CloseButton,AbstractModalHeader}*.js'

/**
 * Bootstrap and react-toastify cut to the selectors the app's source and the react-bootstrap
 * components it uses can produce (about a tenth of Bootstrap), so the styles inlined into each
 * server-rendered page stay small. Classes those components build at run time (modal-dialog,
 * nav-tabs, accordion-button, Toastify__toast--success...) and state classes are kept by pattern.
 */
function purgeUnusedCss(): Plugin {
  let root = ''
  return {
    name: 'purge-unused-css',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id) {
      if (!PURGED_STYLESHEETS.test(id.split('?')[0]!)) return null
      const [result] = await new PurgeCSS().purge({
        content: [
          path.join(root, 'index.html'),
          path.join(root, 'src/**/*.{ts,tsx}'),
          path.join(root, '../shared/src/**/*.ts'),
          path.join(root, '../../node_modules/react-bootstrap/esm', REACT_BOOTSTRAP_PARTS),
        ],
        css: [{ raw: code }],
        safelist: {
          standard: [
            'nav',
            'show',
            'showing',
            'hiding',
            'fade',
            'active',
            'disabled',
            'collapse',
            'collapsing',
            'collapsed',
          ],
          // Classes react-bootstrap composes at run time (the mini-cart and filter drawers are Offcanvas).
          greedy: [
            /^modal/,
            /^offcanvas/,
            /^carousel/,
            /^dropdown/,
            /^accordion/,
            /^nav-/,
            /^tab-/,
            /^btn-close/,
            /^Toastify/,
          ],
        },
        variables: true,
        keyframes: true,
        fontFace: true,
      })
      return { code: result?.css ?? code, map: null }
    },
  }
}

/** The inline script that keeps early taps (src/early-taps/early-taps.js), without its comments. */
const EARLY_TAPS = 'src/early-taps/early-taps.js'

/**
 * A control tapped before the app runs shows it is working until the app carries the tap out:
 * inline, since a page's inlined styles hold only the classes its markup uses.
 */
const TAP_PENDING_STYLE =
  '.tap-pending{cursor:progress;opacity:.75}' +
  '.tap-pending::after{content:"";display:inline-block;width:.9em;height:.9em;margin-left:.4em;' +
  'vertical-align:-.1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;' +
  'animation:tap-pending .7s linear infinite}' +
  '@keyframes tap-pending{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.tap-pending::after{animation:none}}'

/**
 * The early-taps script and its style, first in <head>: they run before the first paint. The
 * server allows the script by its hash (packages/server/src/plugins/inline-scripts.ts).
 */
function earlyTaps(): Plugin {
  let root = ''
  return {
    name: 'early-taps',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        const source = fs.readFileSync(path.join(root, EARLY_TAPS), 'utf8')
        const code = source
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith('//'))
          .join('\n')
        return [
          { tag: 'style', children: TAP_PENDING_STYLE, injectTo: 'head-prepend' as const },
          { tag: 'script', children: code, injectTo: 'head-prepend' as const },
        ]
      },
    },
  }
}

/** The app's start (main.tsx imports it after React DOM, to evaluate the code in a few tasks). */
const APP_START = 'src/app-start.tsx'

/**
 * index.html preloads what main.tsx imports on start (the app's start and its static imports),
 * as it does the entry's own static imports: they download at once, in parallel.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const start = chunks.find((c) => c.facadeModuleId?.endsWith(APP_START))
        if (!start) throw new Error(`preload-app-start: no chunk for ${APP_START}`)
        const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName)
          if (!chunk || files.has(fileName) || entryFiles.has(fileName)) return
          files.add(fileName)
          chunk.imports.forEach(visit)
        }
        const dynamicOfEntry = chunks.filter((c) => c.isEntry).flatMap((c) => c.dynamicImports)
        ;[start.fileName, ...dynamicOfEntry].forEach(visit)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/** What every page's first load fetches (the entry, the app's start, their imports and styles). */
const firstLoadFiles = new Set<string>()

/**
 * Notes `firstLoadFiles` before vite writes each lazily loaded chunk's list of files to preload with
 * it. Those lists are in the first load (in the route table and the pages' chunks): a file every
 * page has already fetched need not be in them.
 */
function noteFirstLoadFiles(): Plugin {
  return {
    name: 'note-first-load-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        firstLoadFiles.clear()
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName)
          if (!chunk || firstLoadFiles.has(fileName)) return
          firstLoadFiles.add(fileName)
          chunk.viteMetadata?.importedCss.forEach((css) => firstLoadFiles.add(css))
          chunk.imports.forEach(visit)
        }
        for (const entry of chunks.filter((c) => c.isEntry)) {
          visit(entry.fileName)
          entry.dynamicImports.forEach(visit)
        }
      },
    },
  }
}

/**
 * In the server's build, each page and layout module of src/app/ exports its own id, which
 * app/router.tsx puts into the route's handle: the server then preloads that page's chunks from
 * the browser build's manifest (packages/server/src/plugins/web-app.ts).
 */
function routeModuleIds(): Plugin {
  let root = ''
  return {
    name: 'route-module-ids',
    configResolved(config) {
      root = config.root
    },
    transform(code, id, options) {
      if (!options?.ssr || !/\/src\/app\/(routes|layouts)\/.+\.tsx$/.test(id)) return null
      const moduleId = path.relative(root, id).split(path.sep).join('/')
      return { code: `${code}\nexport const __moduleId = ${JSON.stringify(moduleId)}\n`, map: null }
    },
  }
}

/**
 * The small shared modules every storefront page's start carries (the store, the carts, paths, the
 * wish list's and auth's API slices...), each its own chunk of 0.1-1.7 KB when left to the bundler.
 * In one chunk they compress together: about 1.5 KB lighter on every page's first load
 * (docs/decisions/0116-react-renders-the-shop-again.md).
 */
const SHOP_CORE = [
  'web/src/store/store',
  'web/src/store/hooks',
  'web/src/config/paths',
  'web/src/lib/use-document-title',
  'web/src/lib/site-origin',
  'web/src/lib/shop-today',
  'web/src/lib/use-hydrated',
  'web/src/components/action-form',
  'web/src/features/cart/cart.slice',
  'web/src/features/cart/cart.api',
  'web/src/features/cart/cart-sync.slice',
  'web/src/features/cart/mini-cart-context',
  'web/src/features/checkout/checkout.slice',
  'web/src/features/auth/auth.api',
  'web/src/features/wishlist/wishlist.api',
  'web/src/features/wishlist/wishlist-messages',
  'shared/src/packs',
  'shared/src/cart-lines',
  'shared/src/wishlist-messages',
  'shared/src/images',
]
const inGroup = (modules: string[]) => (id: string) =>
  modules.some(
    (module) => id.endsWith(`/${module}.ts`) || id.endsWith(`/${module}.tsx`) || id.endsWith(`/${module}.js`),
  )
const inShopCore = inGroup(SHOP_CORE.map((module) => `packages/${module}`))

/**
 * What the product page and every page of product cards share besides the shop's core (a product's
 * 'Add to list', the professional-only notice, adding to the cart): five chunks of 0.3-0.7 KB
 * when left to the bundler, one here.
 */
const PRODUCT_PARTS = [
  'web/src/app/add-to-list-slot',
  'web/src/features/professional/components/professional-notice',
  'web/src/features/professional/use-professional',
  'web/src/features/professional/professional.api',
  'web/src/features/cart/use-add-to-cart',
  'shared/src/professional',
].map((module) => `packages/${module}`)

/** The product cards and their grid, for the pages that list products (home, listings, deals). */
const PRODUCT_CARDS = [
  'packages/web/src/app/product-card-slots',
  'packages/web/src/features/catalogue/components/product-card',
  'packages/web/src/features/catalogue/components/product-grid',
  'packages/web/src/features/catalogue/components/skeleton-grid',
  'packages/web/src/features/catalogue/catalogue.api',
  'packages/web/src/features/catalogue/listing-query',
  'packages/shared/src/price-range-form',
  'packages/web/src/features/cart/components/cart-action-button',
  'packages/web/src/features/wishlist/components/wishlist-heart-button',
  'node_modules/react-loading-skeleton/dist/index',
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    earlyTaps(),
    purgeUnusedCss(),
    zodJitless(),
    react(),
    precompress(),
    noteFirstLoadFiles(),
    routeModuleIds(),
    preloadAppStart(),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // public/ is the browser's: the server's renderer needs none of it.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No polyfill of module preloads in every page's first load: a browser without them (Safari
    // before 17) still loads each module through its imports, only later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !firstLoadFiles.has(dep)) : deps,
    },
    // dist/.vite/manifest.json: which chunks and styles each page module needs (server preloads).
    manifest: !isSsrBuild,
    // The small shared modules of every storefront page's start in one chunk (SHOP_CORE), and those
    // of the pages that show products in two more (PRODUCT_PARTS, PRODUCT_CARDS).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shop-core', test: inShopCore, includeDependenciesRecursively: false },
                  {
                    name: 'product-parts',
                    test: inGroup(PRODUCT_PARTS),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'product-cards',
                    test: inGroup(PRODUCT_CARDS),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        }),
  },
  // The server's renderer (dist/ssr/entry-server.js) carries its packages: the server's own
  // node_modules need nothing of the web app's.
  ssr: { noExternal: true },
  // React's production build in the server's renderer too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}))
