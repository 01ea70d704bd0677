import { createHash } from 'node:crypto'
import type { FileStore } from '../../lib/file-store'
import { PICTURE_SIZES, PICTURE_WEBP, storedPicture, type StoredPicture } from '../../lib/product-pictures'
import { composePictureSvg, PICTURE_SIZE, VIEWS, type PictureSpec, type View } from './picture-svg'
import { SHOWCASE_PRODUCTS, slugify, type ProductPlan } from './product-plan'

const SIZES = PICTURE_SIZES
const WEBP = PICTURE_WEBP
/** Renders in flight at once: enough to keep sharp's threads busy next to the database work. */
const DEFAULT_CONCURRENCY = 4

export type { StoredPicture }

export interface GalleryImage {
  picture: StoredPicture
  /** A readable name, for alt texts. */
  name: string
}

/**
 * Writes product pictures to the file store's pictures (`products/`) in the background, a few at a
 * time, while the caller goes on inserting rows. A picture is named after its content hash, so a
 * file that already exists is the right one and is not written again.
 */
export class PictureWriter {
  written = 0
  reused = 0
  private readonly known = new Map<string, StoredPicture>()
  private readonly queue: (() => Promise<void>)[] = []
  private readonly waiting: (() => void)[] = []
  private active = 0
  private failure: unknown = null

  constructor(
    private readonly files: FileStore,
    private readonly mediaUrl: string,
    private readonly concurrency = DEFAULT_CONCURRENCY,
  ) {}

  /** Number of distinct pictures asked for so far. */
  get count(): number {
    return this.known.size
  }

  /** The stored picture for `id`, composed from `spec` and queued for writing the first time. */
  picture(id: string, spec: () => PictureSpec): StoredPicture {
    const existing = this.known.get(id)
    if (existing) return existing
    const svg = composePictureSvg(spec())
    const base = `${id}-${createHash('sha1').update(svg).digest('hex').slice(0, 8)}`
    const picture = storedPicture(this.mediaUrl, base)
    this.known.set(id, picture)
    this.queue.push(() => this.writeSizes(svg, base))
    this.pump()
    return picture
  }

  /** Waits for every queued picture; throws the first failure. */
  async finish(): Promise<void> {
    if (this.active > 0 || this.queue.length > 0)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    if (this.failure) throw this.failure
  }

  private pump(): void {
    // After a failure the rest is pointless: finish() reports it.
    if (this.failure) this.queue.length = 0
    while (this.active < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()
      if (!job) break
      this.active++
      job()
        .catch((error: unknown) => {
          this.failure ??= error
        })
        .finally(() => {
          this.active--
          this.pump()
        })
    }
    if (this.active === 0 && this.queue.length === 0) this.waiting.splice(0).forEach((resolve) => resolve())
  }

  private async writeSizes(svg: string, base: string): Promise<void> {
    const source = Buffer.from(svg)
    for (const size of SIZES) {
      const key = `products/${base}-${size}.webp`
      if (await this.files.has('media', key)) {
        this.reused++
        continue
      }
      // Loaded when a picture is first drawn: a server that never seeds never holds sharp (about 20 MiB).
      const { default: sharp } = await import('sharp')
      const webp = await sharp(source, { density: (72 * size) / PICTURE_SIZE })
        .webp(WEBP)
        .toBuffer()
      await this.files.put('media', key, webp, 'image/webp')
      this.written++
    }
  }
}

const VIEW_NAMES: Record<View, string> = {
  front: 'front',
  package: 'packaging',
  detail: 'detail',
  label: 'label',
}

const VIEW_CAPTIONS: Record<View, string> = {
  front: '',
  package: 'Quality assured',
  detail: '',
  label: 'Product information',
}

/**
 * The 2-4 pictures of one product. Showcase products (the first 320) get a front picture with
 * their own name; the others share one per kind of product, and every product shares its
 * category's packaging, detail and label pictures (its kind's, when the kind has its own symbol),
 * so a large catalogue needs few files.
 */
export function galleryFor(
  writer: PictureWriter,
  plan: ProductPlan,
  name: string,
  slug: string,
): GalleryImage[] {
  return VIEWS.slice(0, plan.imageCount).map((view) => ({
    picture: view === 'front' ? frontPicture(writer, plan, slug) : categoryPicture(writer, plan, view),
    name: `${name} - ${VIEW_NAMES[view]}`,
  }))
}

function frontPicture(writer: PictureWriter, plan: ProductPlan, slug: string): StoredPicture {
  const { category, kind, brand } = plan
  const pictogram = kind.pictogram ?? category.pictogram
  if (plan.index < SHOWCASE_PRODUCTS) {
    return writer.picture(`p-${slug}`, () => ({
      category,
      pictogram,
      view: 'front',
      title: plan.shortName,
      caption: brand.name,
      key: slug,
    }))
  }
  const kindSlug = slugify(kind.noun)
  return writer.picture(`k-${category.slug}-${kindSlug}`, () => ({
    category,
    pictogram,
    view: 'front',
    title: kind.noun,
    caption: category.name,
    key: kindSlug,
  }))
}

/** The category's picture of a view; a kind with its own symbol has its own, so no picture shows another kind's symbol. */
function categoryPicture(writer: PictureWriter, plan: ProductPlan, view: View): StoredPicture {
  const { category, kind } = plan
  if (kind.pictogram) {
    const kindSlug = slugify(kind.noun)
    return writer.picture(`k-${category.slug}-${kindSlug}-${view}`, () => ({
      category,
      pictogram: kind.pictogram ?? category.pictogram,
      view,
      title: kind.noun,
      caption: VIEW_CAPTIONS[view],
      key: `${category.slug}-${kindSlug}-${view}`,
    }))
  }
  return writer.picture(`c-${category.slug}-${view}`, () => ({
    category,
    pictogram: category.pictogram,
    view,
    title: category.name,
    caption: VIEW_CAPTIONS[view],
    key: `${category.slug}-${view}`,
  }))
}
