// What the docs cite in code spans: source files, and functions placed in a file. Shared by the
// docs' checks (doc-links.test.mjs, docs-facts.test.mjs).

const SOURCE = String.raw`[\w.@[\]/-]+\.(?:ts|tsx|mjs|js|json|css|yaml|yml)`
const NAME = String.raw`[A-Za-z_$][\w$]*`

/** The code spans of a Markdown text's prose (code blocks left out). */
function codeSpansOf(markdown) {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
  return { prose, spans: [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]) }
}

/** Source files named in code spans: `packages/shared/src/money.ts`, `order-state.ts`, `db/schema.ts`. */
export function citedFiles(markdown) {
  const { spans } = codeSpansOf(markdown)
  return spans
    .map((span) => span.split('#')[0])
    .filter((span) => new RegExp(`^${SOURCE}$`).test(span))
    .filter((span) => !/(^|\/)(dist|data|node_modules)\//.test(span) && !span.startsWith('/'))
}

/** Functions placed in a file: "`a` and `b` in `path`", "`a`, `b` in `path`", `path#a`. */
export function citedFunctions(markdown) {
  const { prose } = codeSpansOf(markdown)
  const cited = []
  const placed = new RegExp(String.raw`((?:\`${NAME}\`(?:,\s*|\s+and\s+)?)+)\s+in\s+\`(${SOURCE})\``, 'g')
  for (const m of prose.matchAll(placed)) {
    for (const name of m[1].matchAll(new RegExp(`\`(${NAME})\``, 'g')))
      cited.push({ name: name[1], file: m[2] })
  }
  for (const m of prose.matchAll(new RegExp(`\`(${SOURCE})#(${NAME})\``, 'g'))) {
    cited.push({ name: m[2], file: m[1] })
  }
  return cited
}
