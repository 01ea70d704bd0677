// `node --import tsx bench/cpu-profile.ts FILE.cpuprofile [N]`: where a V8 CPU profile (node
// --cpu-prof, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' on a benchmark) spent its time:
// self time by package (or the shop's own source file) and the N busiest functions.
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** 'fastify', '@fastify/compress', 'shop: src/domains/...' or 'node:internal' for a script URL. */
export function ownerOf(url: string): string {
  if (!url) return '(V8: GC, idle, native)'
  if (url.startsWith('node:')) return 'node internals'
  const modules = url.lastIndexOf('/node_modules/')
  if (modules !== -1) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/')
    return first!.startsWith('@') ? `${first}/${second}` : first!
  }
  const server = url.indexOf('/packages/server/')
  return server !== -1 ? `shop: ${url.slice(server + '/packages/server/'.length)}` : url
}

function summarise(file: string, top: number) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const byOwner = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id)!
    const owner = ownerOf(callFrame.url)
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us)
    const fn = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us)
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
  const idleUs = idle.reduce((a, [, us]) => a + us, 0)
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${pct(idleUs)} idle\n`)
  console.log('| self time by package or file | share |\n| --- | ---: |')
  for (const [owner, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${owner} | ${pct(us)} |`)
  }
  console.log('\n| busiest functions (self time) | share |\n| --- | ---: |')
  for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${fn.replace(/\|/g, '\\|')} | ${pct(us)} |`)
  }
  console.log("\n| the shop's functions, callees included | share |\n| --- | ---: |")
  const inclusive = inclusiveShopTimes(profile, self)
  for (const [fn, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${fn.replace(/\|/g, '\\|')} | ${pct(us)} |`)
  }
}

/** Time spent inside each of the shop's own functions, callees included (recursion counted once). */
function inclusiveShopTimes(profile: Profile, self: Map<number, number>): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const key = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${ownerOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`
  const times = new Map<string, number>()
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id)!
    const k = key(node)
    const mine = ownerOf(node.callFrame.url).startsWith('shop: ') && !open.has(k)
    if (mine) open.add(k)
    let us = self.get(id) ?? 0
    for (const child of node.children ?? []) us += walk(child, open)
    if (mine) {
      open.delete(k)
      times.set(k, (times.get(k) ?? 0) + us)
    }
    return us
  }
  walk(profile.nodes[0]!.id, new Set())
  return times
}

const [file, n] = process.argv.slice(2)
if (!file) {
  console.error('Usage: node --import tsx bench/cpu-profile.ts FILE.cpuprofile [N]')
  process.exit(2)
}
summarise(file, Number(n ?? 25))
