import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

const dirs: string[] = []
function builtWith(html: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'))
  dirs.push(dir)
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it("allows the built page's inline script by the hash of its exact text, and no file script", () => {
    const code = ';(function () {\nwindow.kept = []\n})()'
    const dir = builtWith(
      `<head><script>${code}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`,
    )
    expect(inlineScriptHashes(dir)).toEqual([sha256(code)])
    expect(inlineScriptHashes(dir)).not.toContain(sha256(`${code}\n`))
  })

  it('allows nothing when the web app is not built', () => {
    expect(inlineScriptHashes(path.join(os.tmpdir(), 'no-such-build'))).toEqual([])
  })
})
