import { DETAIL_IMAGE_SIZE } from '@shop/shared/constants'
import { toDollars } from '@shop/shared/money'
import { formatDollars } from '@shop/shared/format'
import { currentPrice, isPreOrder } from '@shop/shared/pricing'
import { compressedImageUrl } from '@shop/shared/images'
import type { ProductDetail } from '@shop/shared/schemas/catalogue'
import { SlugSchema } from '@shop/shared/schemas/catalogue'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import { AppError } from '../../errors'
import * as catalogue from '../catalogue/catalogue.service'
import { escapeHtml, htmlToText, truncateText, type PageMeta } from './seo.html'
import {
  BACK_OFFICE_PAGE,
  BACK_OFFICE_PATTERN,
  DISALLOWED_PATHS,
  PATTERN_PAGES,
  STATIC_PAGES,
  type StaticPage,
} from './seo.pages'

/** What the SEO domain needs from the configuration. */
export type SeoConfig = Pick<Config, 'publicUrl'> & { shop: Pick<Config['shop'], 'name' | 'timeZone'> }

const DESCRIPTION_MAX = 160
const JSON_LD_DESCRIPTION_MAX = 5000
const JSON_LD_REVIEWS_MAX = 5
/** The id of the product JSON in a product page (read once by the web app's product-detail.api.ts). */
export const INITIAL_PRODUCT_ELEMENT_ID = 'initial-product'
/** The sitemap protocol allows 50,000 URLs per file; bigger catalogues get a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

const HOME_DESCRIPTION =
  'Medical, health and aesthetics supplies delivered across Bermuda: wound care, diabetes care, mobility aids, skin care and more.'

function siteTitle(title: string, cfg: SeoConfig): string {
  return `${title} | ${cfg.shop.name}`
}

/** A media path or URL as an absolute URL on the public address. */
export function absoluteUrl(cfg: SeoConfig, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${cfg.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** The product's 800px images, gallery first, else its thumbnail, as paths or URLs. */
export function productImagePaths(product: ProductDetail): string[] {
  const gallery = product.images.map((img) =>
    compressedImageUrl(img.compress_image, DETAIL_IMAGE_SIZE, img.url),
  )
  if (gallery.length) return gallery
  return [compressedImageUrl(product.thumbnail_compress, DETAIL_IMAGE_SIZE, product.thumbnail)]
}

/** schema.org availability: every out-of-stock item is sold as a pre-order (docs/requirements/carts-and-checkout.md §2). */
export function availabilityOf(product: Pick<ProductDetail, 'stock' | 'back_order'>): string {
  if (!isPreOrder(product)) return 'https://schema.org/InStock'
  return product.back_order ? 'https://schema.org/PreOrder' : 'https://schema.org/OutOfStock'
}

function productJsonLd(product: ProductDetail, canonical: string, images: string[], cfg: SeoConfig) {
  const price = toDollars(currentPrice(product))
  const rated = product.reviews.filter((r) => r.star > 0)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.sku,
    mpn: product.product_code,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    image: images,
    description: truncateText(htmlToText(product.product_desc), JSON_LD_DESCRIPTION_MAX),
    url: canonical,
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: price.toFixed(2),
      priceCurrency: 'USD',
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: cfg.shop.name },
    },
    ...(rated.length
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: rated.length,
            bestRating: 5,
            worstRating: 1,
          },
          review: rated.slice(0, JSON_LD_REVIEWS_MAX).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.name },
            datePublished: r.created_at.slice(0, 10),
            name: r.headline,
            reviewBody: r.review,
            reviewRating: { '@type': 'Rating', ratingValue: r.star, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
}

function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

function notFoundMeta(cfg: SeoConfig): PageMeta {
  return {
    status: 404,
    title: siteTitle('Page not found', cfg),
    description: 'The page you are looking for does not exist or has moved.',
    robots: 'noindex',
  }
}

function staticMeta(cfg: SeoConfig, path: string, page: StaticPage, canonicalQuery = ''): PageMeta {
  return {
    status: 200,
    title: siteTitle(page.title, cfg),
    description: page.description,
    canonical: `${cfg.publicUrl}${page.canonicalPath ?? path}${canonicalQuery}`,
    ...(page.index ? {} : { robots: 'noindex' }),
    openGraph: { type: 'website' },
  }
}

/** Runs a catalogue lookup; a 404 from it means "no such page", anything else is a real error. */
async function orNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null
    throw error
  }
}

async function productMeta(db: Db, cfg: SeoConfig, slug: string): Promise<PageMeta> {
  const product = await orNotFound(catalogue.getProductBySlug(db, slug, cfg.shop.timeZone))
  if (!product) return notFoundMeta(cfg)
  const canonical = `${cfg.publicUrl}/product-detail/${product.slug}`
  const imagePaths = productImagePaths(product)
  const images = imagePaths.map((p) => absoluteUrl(cfg, p))
  const price = toDollars(currentPrice(product))
  const text = htmlToText(product.product_desc)
  const description = truncateText(
    text
      ? `${formatDollars(price)}. ${text}`
      : `${product.product_name} by ${product.brand} for ${formatDollars(price)}, delivered across Bermuda.`,
    DESCRIPTION_MAX,
  )
  return {
    status: 200,
    title: siteTitle(product.product_name, cfg),
    description,
    canonical,
    preloadImage: imagePaths[0],
    // The same answer as GET /api/product/{slug}: the product page renders without asking again.
    initialData: { id: INITIAL_PRODUCT_ELEMENT_ID, data: product },
    openGraph: {
      type: 'product',
      image: images[0],
      imageAlt: product.product_name,
      extra: {
        'product:price:amount': price.toFixed(2),
        'product:price:currency': 'USD',
        'product:availability': isPreOrder(product) ? 'preorder' : 'in stock',
        'product:brand': product.brand,
        'product:retailer_item_id': product.sku,
      },
    },
    jsonLd: [
      productJsonLd(product, canonical, images, cfg),
      breadcrumbJsonLd([
        { name: 'All products', url: `${cfg.publicUrl}/all-products` },
        { name: product.category, url: `${cfg.publicUrl}/category/${product.category_slug}/` },
        { name: product.product_name, url: canonical },
      ]),
    ],
  }
}

async function categoryMeta(db: Db, cfg: SeoConfig, slug: string): Promise<PageMeta> {
  const category = (await catalogue.listCategories(db)).find((c) => c.slug === slug)
  if (!category) return notFoundMeta(cfg)
  return {
    status: 200,
    title: siteTitle(category.name, cfg),
    description: `Shop ${category.name} online at ${cfg.shop.name}: delivered across Bermuda or ready for pickup in Hamilton.`,
    canonical: `${cfg.publicUrl}/category/${category.slug}/`,
    openGraph: { type: 'website' },
  }
}

async function brandMeta(db: Db, cfg: SeoConfig, slug: string): Promise<PageMeta> {
  const brand = (await catalogue.listBrands(db)).find((b) => b.slug === slug)
  if (!brand) return notFoundMeta(cfg)
  return {
    status: 200,
    title: siteTitle(`${brand.name} products`, cfg),
    description: `Shop ${brand.name} products online at ${cfg.shop.name}: delivered across Bermuda or ready for pickup in Hamilton.`,
    canonical: `${cfg.publicUrl}/brand/${brand.slug}/`,
    openGraph: { type: 'website' },
  }
}

/** The one path parameter of a /prefix/{slug}(/) route, if it is a valid slug. */
function slugParam(path: string, prefix: string): string | null | undefined {
  const m = new RegExp(`^/${prefix}/([^/]+)/?$`).exec(path)
  if (!m) return undefined
  let raw: string
  try {
    raw = decodeURIComponent(m[1]!)
  } catch {
    return null
  }
  const parsed = SlugSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/**
 * Title, description, canonical URL, social tags, structured data and HTTP status of the web
 * app's page at `url` (path and query, as the request line has it).
 */
export async function pageMetaFor(db: Db, cfg: SeoConfig, url: string): Promise<PageMeta> {
  const parsed = new URL(url, 'http://localhost')
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') || '/' : parsed.pathname

  if (path === '/') {
    return {
      status: 200,
      title: `${cfg.shop.name}: medical, health and aesthetics supplies`,
      description: HOME_DESCRIPTION,
      canonical: `${cfg.publicUrl}/`,
      openGraph: { type: 'website' },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: cfg.shop.name,
          url: `${cfg.publicUrl}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${cfg.publicUrl}/shop?search={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }
  }

  const productSlug = slugParam(path, 'product-detail')
  if (productSlug !== undefined) return productSlug ? productMeta(db, cfg, productSlug) : notFoundMeta(cfg)
  const categorySlug = slugParam(path, 'category')
  if (categorySlug !== undefined)
    return categorySlug ? categoryMeta(db, cfg, categorySlug) : notFoundMeta(cfg)
  const brandSlug = slugParam(path, 'brand')
  if (brandSlug !== undefined) return brandSlug ? brandMeta(db, cfg, brandSlug) : notFoundMeta(cfg)

  const page = STATIC_PAGES[path]
  if (page) {
    const search = parsed.searchParams.get('search')?.trim()
    if (path === '/shop' && search) {
      // Search results are endless near-duplicates: followed, never indexed.
      return {
        ...staticMeta(cfg, path, page),
        title: siteTitle(`Search results for "${search.slice(0, 100)}"`, cfg),
        robots: 'noindex, follow',
      }
    }
    const blogSlug = path === '/blog-details' ? parsed.searchParams.get('slug') : null
    const query = blogSlug && SlugSchema.safeParse(blogSlug).success ? `?slug=${blogSlug}` : ''
    return staticMeta(cfg, path, page, query)
  }
  const patterned = PATTERN_PAGES.find((p) => p.pattern.test(path))
  if (patterned) return staticMeta(cfg, path, patterned.page)
  if (BACK_OFFICE_PATTERN.test(path)) return staticMeta(cfg, path, BACK_OFFICE_PAGE)
  return notFoundMeta(cfg)
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'

async function pageEntries(db: Db, cfg: SeoConfig): Promise<string[]> {
  const [categories, brands] = await Promise.all([catalogue.listCategories(db), catalogue.listBrands(db)])
  return [
    urlEntry(`${cfg.publicUrl}/`),
    ...Object.entries(STATIC_PAGES)
      .filter(([, page]) => page.inSitemap)
      .map(([path]) => urlEntry(`${cfg.publicUrl}${path}`)),
    ...categories.map((c) => urlEntry(`${cfg.publicUrl}/category/${c.slug}/`)),
    ...brands.map((b) => urlEntry(`${cfg.publicUrl}/brand/${b.slug}/`)),
  ]
}

async function productEntries(db: Db, cfg: SeoConfig, offset: number, limit: number): Promise<string[]> {
  const rows = await catalogue.listProductSlugs(db, offset, limit)
  return rows.map((r) => urlEntry(`${cfg.publicUrl}/product-detail/${r.slug}`, r.updated_at))
}

/**
 * /sitemap.xml: every page, category, brand and product. A catalogue too big for one file
 * (SITEMAP_MAX_URLS) gets a sitemap index of /sitemap-pages.xml and /sitemap-products-N.xml.
 */
export async function buildSitemap(db: Db, cfg: SeoConfig): Promise<string> {
  const [pages, productCount] = await Promise.all([pageEntries(db, cfg), catalogue.countAllProducts(db)])
  if (pages.length + productCount <= SITEMAP_MAX_URLS) {
    const products = await productEntries(db, cfg, 0, productCount)
    return `${XML_HEAD}${URLSET_OPEN}${[...pages, ...products].join('\n')}\n</urlset>\n`
  }
  const parts = ['/sitemap-pages.xml']
  for (let n = 1; n <= Math.ceil(productCount / SITEMAP_MAX_URLS); n++)
    parts.push(`/sitemap-products-${n}.xml`)
  const entries = parts.map((p) => `<sitemap><loc>${escapeHtml(`${cfg.publicUrl}${p}`)}</loc></sitemap>`)
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** /sitemap-pages.xml: the pages, categories and brands part of a sitemap index. */
export async function buildPagesSitemap(db: Db, cfg: SeoConfig): Promise<string> {
  return `${XML_HEAD}${URLSET_OPEN}${(await pageEntries(db, cfg)).join('\n')}\n</urlset>\n`
}

/** /sitemap-products-N.xml (N from 1), or null when there is no such part. */
export async function buildProductsSitemap(db: Db, cfg: SeoConfig, part: number): Promise<string | null> {
  const count = await catalogue.countAllProducts(db)
  if (part < 1 || (part - 1) * SITEMAP_MAX_URLS >= count) return null
  const entries = await productEntries(db, cfg, (part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)
  return `${XML_HEAD}${URLSET_OPEN}${entries.join('\n')}\n</urlset>\n`
}

/** /robots.txt: everything may be crawled except the cart, checkout and account pages. */
export function buildRobotsTxt(cfg: SeoConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${cfg.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
