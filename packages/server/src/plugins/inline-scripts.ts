import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/**
 * The CSP sources allowing the built index.html's own inline scripts, by hash (the web app's
 * early-taps script, packages/web/vite.config.ts): the policy stays 'self' for everything else,
 * and nothing a page inserts later can run. Empty when the web app is not built.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html')
  if (!fs.existsSync(indexFile)) return []
  const html = fs.readFileSync(indexFile, 'utf8')
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !/type="application\/json"/.test(match[0]))
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
}
