/**
 * The rules of a (minified) stylesheet that a page's markup may use: the first paint's CSS, inlined
 * into a server-rendered page while the whole stylesheet loads after it
 * (docs/decisions/0076-first-paint-css-per-page.md).
 *
 * A style rule is kept when one of its selectors names only classes the page's HTML has (outside
 * :not()); element, attribute, id and pseudo parts never drop a rule, so what is kept is a superset
 * of what matches the page. At-rules without selectors (@font-face, @keyframes, @property...) are
 * kept whole; @media, @supports, @container and @layer blocks are filtered inside, and dropped
 * when nothing inside is left. Rules keep their order, so the cascade is the whole sheet's.
 */

/** A rule: a prelude (selector list or at-rule) and its block, or a statement (`@import ...;`). */
interface CssNode {
  prelude: string
  /** The block's text between the braces; undefined for a statement. */
  block?: string
  /** The parsed rules of a conditional at-rule's block. */
  children?: CssNode[]
  /** The classes each selector of a style rule needs; undefined for at-rules. */
  selectors?: string[][]
}

const CONDITIONAL_AT_RULE = /^@(media|supports|container|layer|scope|document|-moz-document)\b/i

/** Index of the character closing the block or string opened before `from`, or -1. */
function skipString(css: string, from: number, quote: string) {
  for (let i = from; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === quote) return i
  }
  return css.length
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = []
  let start = 0
  let i = 0
  while (i < css.length) {
    const ch = css[i]
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      // A comment before a rule is left out of its prelude.
      if (css.slice(start, i).trim() === '') start = end < 0 ? css.length : end + 2
      i = end < 0 ? css.length : end + 2
    } else if (ch === '"' || ch === "'") {
      i = skipString(css, i + 1, ch) + 1
    } else if (ch === ';') {
      const prelude = css.slice(start, i).trim()
      if (prelude) nodes.push({ prelude })
      start = i = i + 1
    } else if (ch === '{') {
      const prelude = css.slice(start, i).trim()
      let depth = 1
      let j = i + 1
      while (j < css.length && depth > 0) {
        const c = css[j]
        if (c === '"' || c === "'") j = skipString(css, j + 1, c)
        else if (c === '/' && css[j + 1] === '*') j = Math.max(css.indexOf('*/', j + 2), j) + 1
        else if (c === '{') depth++
        else if (c === '}') depth--
        j++
      }
      const block = css.slice(i + 1, j - 1)
      if (prelude.startsWith('@')) {
        nodes.push(
          CONDITIONAL_AT_RULE.test(prelude) ? { prelude, block, children: parse(block) } : { prelude, block },
        )
      } else {
        nodes.push({ prelude, block, selectors: splitTopLevel(prelude).map(classesNeeded) })
      }
      start = i = j
    } else {
      i++
    }
  }
  return nodes
}

/** Splits a selector list on its commas, not those inside :is(), :not(), [attr="a,b"]... */
function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]
    if (ch === '\\') i++
    else if (ch === '"' || ch === "'") i = skipString(list, i + 1, ch)
    else if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth--
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  parts.push(list.slice(start))
  return parts
}

/** Removes the arguments of pseudo-classes (:not(.a), :is(.b,.c)...) and attribute selectors. */
function withoutArguments(selector: string): string {
  let out = ''
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!
    if (ch === '\\') {
      if (depth === 0) out += selector.slice(i, i + 2)
      i++
    } else if (ch === '"' || ch === "'") {
      i = skipString(selector, i + 1, ch)
    } else if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth--
    else if (depth === 0) out += ch
  }
  return out
}

const CLASS_NAME = /\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F])+)/g

function unescape(name: string) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex?: string, ch?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : ch!,
  )
}

/**
 * The classes an element must have for a selector to match somewhere in the page. Classes inside
 * :is()/:where()/:has() are left out (they may be alternatives), which only keeps more.
 */
function classesNeeded(selector: string): string[] {
  return [...withoutArguments(selector).matchAll(CLASS_NAME)].map((m) => unescape(m[1]!))
}

function serialize(nodes: CssNode[], classes: ReadonlySet<string>): string {
  let out = ''
  for (const node of nodes) {
    if (node.block === undefined) out += `${node.prelude};`
    else if (node.children) {
      const inner = serialize(node.children, classes)
      if (inner) out += `${node.prelude}{${inner}}`
    } else if (!node.selectors || node.selectors.some((needed) => needed.every((c) => classes.has(c)))) {
      out += `${node.prelude}{${node.block}}`
    }
  }
  return out
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g

/** The class names an HTML text's elements carry. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.split(/\s+/)) {
      if (name) classes.add(name.replace(/&amp;/g, '&'))
    }
  }
  return classes
}

/** A stylesheet, parsed once, cut to what a page's classes can use. */
export function criticalCss(css: string) {
  const nodes = parse(css)
  return (classes: ReadonlySet<string>) => serialize(nodes, classes)
}
