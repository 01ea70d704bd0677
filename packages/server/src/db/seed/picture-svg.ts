import type { CategorySpec, Pictogram } from './catalogue-data'
import { drawPictogram } from './pictograms'
import { escapeHtml } from './product-html'
import { randomFor } from './random'

/** The four kinds of picture in a product's gallery. */
export const VIEWS = ['front', 'package', 'detail', 'label'] as const
export type View = (typeof VIEWS)[number]

export const PICTURE_SIZE = 800
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'
const TEXT_COLOUR = '#1f2a37'
const MAX_LINE_CHARS = 18
const MAX_LINES = 3

export interface PictureSpec {
  category: CategorySpec
  /** The symbol drawn: the kind's own, else the category's. */
  pictogram: Pictogram
  view: View
  /** Main text, wrapped over up to three lines. */
  title: string
  /** A small line under the title. */
  caption: string
  /** Varies the background so pictures sharing a view differ. */
  key: string
}

/** An 800 x 800 SVG: a soft gradient in the category's colour, its pictogram and the title. */
export function composePictureSvg(spec: PictureSpec): string {
  const { category } = spec
  const random = randomFor('picture', spec.key)
  const angle = random.int(0, 3)
  const deep = mixColours(category.tint, category.colour, 0.35)
  const blobs = [0, 1]
    .map(() => {
      const cx = random.int(60, 740)
      const cy = random.int(60, 740)
      const r = random.int(90, 220)
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.28"/>`
    })
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 800 800">`,
    '<defs><linearGradient id="bg" ' + GRADIENT_DIRECTIONS[angle] + '>',
    `<stop offset="0" stop-color="${category.tint}"/><stop offset="1" stop-color="${deep}"/>`,
    '</linearGradient></defs>',
    '<rect width="800" height="800" fill="url(#bg)"/>',
    blobs,
    VIEW_LAYOUTS[spec.view](spec),
    '</svg>',
  ].join('')
}

const GRADIENT_DIRECTIONS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
]

const VIEW_LAYOUTS: Record<View, (spec: PictureSpec) => string> = {
  front: ({ category, pictogram, title, caption }) =>
    '<circle cx="400" cy="300" r="190" fill="#ffffff" fill-opacity="0.75"/>' +
    drawPictogram(pictogram, category.colour, 400, 300, 1.35) +
    textLines(title, 400, 612, 50) +
    captionLine(caption, 400, 768, category.colour),
  package: ({ category, pictogram, title, caption }) =>
    '<rect x="190" y="110" width="420" height="520" rx="28" fill="#ffffff" fill-opacity="0.92"/>' +
    `<rect x="190" y="110" width="420" height="70" rx="28" fill="${category.colour}"/>` +
    `<rect x="190" y="150" width="420" height="30" fill="${category.colour}"/>` +
    drawPictogram(pictogram, category.colour, 400, 310, 0.9) +
    textLines(title, 400, 490, 36, 16) +
    captionLine(caption, 400, 720, category.colour),
  detail: ({ category, pictogram, title }) =>
    `<g opacity="0.9">${drawPictogram(pictogram, category.colour, 470, 360, 2.6)}</g>` +
    '<rect x="0" y="600" width="800" height="200" fill="#ffffff" fill-opacity="0.8"/>' +
    textLines(title, 400, 690, 44),
  label: ({ category, pictogram, title, caption }) =>
    '<rect x="120" y="150" width="560" height="500" rx="24" fill="#ffffff" fill-opacity="0.95"/>' +
    drawPictogram(pictogram, category.colour, 215, 245, 0.5) +
    captionLine(caption, 300, 258, category.colour, 'start') +
    textLines(title, 400, 400, 40, 20) +
    [520, 560, 600]
      .map((y, i) => `<rect x="170" y="${y}" width="${460 - i * 90}" height="14" rx="7" fill="#d6dbe1"/>`)
      .join(''),
}

/** The title in lines centred horizontally on x and vertically on middle. */
function textLines(
  text: string,
  x: number,
  middle: number,
  fontSize: number,
  maxChars = MAX_LINE_CHARS,
): string {
  const lines = wrapText(text, maxChars, MAX_LINES)
  const lineHeight = Math.round(fontSize * 1.2)
  // Baselines sit about a third of the font size below each line's middle.
  const top = Math.round(middle - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3)
  const tspans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('')
  return (
    `<text x="${x}" y="${top}" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" ` +
    `fill="${TEXT_COLOUR}" text-anchor="middle">${tspans}</text>`
  )
}

function captionLine(
  text: string,
  x: number,
  y: number,
  colour: string,
  anchor: 'middle' | 'start' = 'middle',
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="28" fill="${colour}" ` +
    `text-anchor="${anchor}" letter-spacing="1">${escapeHtml(text.toUpperCase())}</text>`
  )
}

/** Splits text at spaces into lines of at most maxChars (a longer word gets a line of its own). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`
  return kept
}

/** Blends two '#rrggbb' colours; t = 0 gives a, t = 1 gives b. */
export function mixColours(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const mixed = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t))
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}
