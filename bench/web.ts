// `npm run bench:web`: Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and CPU
// throttling) on six pages (home, the shop listing, a product page, today's deals, a category and
// a static page), plus what each served page makes the browser download first: its JavaScript
// (module script and modulepreloads) and its styles (inline and linked). It starts the real shop
// on a free port with a fresh demo-seeded SQLite database (as e2e/start-server.mjs does), builds
// the web app first when it is missing, and stops the shop afterwards. Env: LIGHTHOUSE_RUNS
// (default 3, the median of each figure is reported), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_SAVE=1 (also writes each page's full report to bench/results/lhr-<page>.json),
// LIGHTHOUSE_PAGES (a comma list of home, listing, product, deals, category, static; default all).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { benchPages, ensureWebBuild, firstLoadOf, startWebShop, WEB_DIST } from './first-load'
import { ROOT } from './lib'
import { tapAnswer } from './tap-answer'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const MAX_RETRIES = 3
/** LIGHTHOUSE_PAGES=product,listing runs only those of: home, listing, product, deals, category, static. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim())

interface PageResult {
  name: string
  path: string
  scores: Record<Category, number>
  /** Lighthouse's measure of this machine's speed during the run (a fast desktop scores about 1500-2000). */
  benchmarkIndex: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Failed audits of the categories below 100, for reading the figures. */
  failed: string[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

async function audit(port: number, name: string, url: string, pagePath: string): Promise<PageResult> {
  const runs: PageResult[] = []
  let retries = 0
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    // A trace can fail to record on a heavily loaded machine (NO_NAVSTART, NO_FCP): run it again.
    if (lhr.runtimeError && retries < MAX_RETRIES) {
      retries++
      console.log(`  ${name} run ${i + 1}: ${lhr.runtimeError.code}, running it again`)
      i--
      continue
    }
    if (process.env.LIGHTHOUSE_SAVE) {
      // Full reports for reading what costs time (bench/results is not committed).
      const out = path.join(ROOT, 'bench/results')
      fs.mkdirSync(out, { recursive: true })
      fs.writeFileSync(path.join(out, `lhr-${pagePath.split('/')[1] || 'home'}.json`), JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
    const failed = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 0.9)
        .map((a) => `${c}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    )
    runs.push({
      name,
      path: pagePath,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failed,
    })
    console.log(`  ${name} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${score(c)}`).join(', ')}`)
  }
  const perf = median(runs.map((r) => r.scores.performance))
  const typical = runs.find((r) => r.scores.performance === perf)!
  const of = (pick: (r: PageResult) => number) => median(runs.map(pick))
  return {
    ...typical,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as Record<
      Category,
      number
    >,
    benchmarkIndex: of((r) => r.benchmarkIndex),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  }
}

async function main() {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}; set CHROME_PATH`)
  ensureWebBuild()
  const loadAtStart = os.loadavg()[0]!
  console.log('Starting the shop on a fresh demo database...')
  const shop = await startWebShop()
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    const pages = (await benchPages(shop.url)).filter(([key]) => !ONLY || ONLY.includes(key))
    const firstLoads = new Map<string, ReturnType<typeof firstLoadOf>>()
    for (const [, , pagePath] of pages) {
      firstLoads.set(pagePath, firstLoadOf(await (await fetch(`${shop.url}${pagePath}`)).text(), WEB_DIST))
    }
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
    const results: PageResult[] = []
    for (const [, name, pagePath] of pages) {
      results.push(await audit(chrome.port, name, `${shop.url}${pagePath}`, pagePath))
    }
    await chrome.kill()
    chrome = undefined
    // A tap at the first paint, on the phone profile applied for real (tap-answer.ts).
    const taps = new Map<string, Awaited<ReturnType<typeof tapAnswer>>>()
    for (const [, name, pagePath] of pages) {
      const tap = await tapAnswer(CHROME_PATH, `${shop.url}${pagePath}`, RUNS)
      taps.set(pagePath, tap)
      console.log(
        `  ${name}: tap at first paint answered ${tap.tapAnsweredMs ?? 'never'} ms later, app runs ${tap.appReadyMs} ms after the paint`,
      )
    }

    const cpus = os.cpus()
    const load = `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`
    const machine = `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${load}, Node ${process.version}, ${spawnSync(CHROME_PATH, ['--version']).stdout.toString().trim()}`
    console.log(`\nLighthouse ${RUNS} run(s) per page, median; mobile defaults. Machine: ${machine}\n`)
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | first-load JS KB | CSS KB | benchmark index | tap answered ms | app runs ms |',
    )
    console.log(
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    )
    const tapCell = (path: string) => {
      const tap = taps.get(path)!
      if (tap.tapAnsweredMs === null) return 'lost'
      return `${tap.tapAnsweredMs}${tap.lost ? ` (${tap.lost} of ${RUNS} lost)` : ''}`
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    for (const r of results) {
      const s = r.scores
      const first = firstLoads.get(r.path)!
      console.log(
        `| ${r.name} \`${r.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${kb(first.jsBytes)} | ${kb(first.cssBytes)}${first.blockingCssRequests ? ` (${first.blockingCssRequests} linked)` : ''} | ${r.benchmarkIndex} | ${tapCell(r.path)} | ${taps.get(r.path)!.appReadyMs} |`,
      )
    }
    for (const r of results.filter((x) => x.failed.length)) {
      console.log(`\n${r.name}, audits below 0.9:\n  ${r.failed.join('\n  ')}`)
    }
    const out = path.join(ROOT, 'bench/results')
    fs.mkdirSync(out, { recursive: true })
    fs.writeFileSync(
      path.join(out, 'web-latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          runs: RUNS,
          results: results.map((r) => ({ ...r, firstLoad: firstLoads.get(r.path), tap: taps.get(r.path) })),
        },
        null,
        2,
      ),
    )
  } finally {
    await chrome?.kill()
    await shop.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
