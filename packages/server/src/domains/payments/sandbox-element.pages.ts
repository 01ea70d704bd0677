import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CARD_EXPIRED_MESSAGE, CARD_NUMBER_INVALID_MESSAGE } from '@shop/shared/card'
import { CARD_SHAPE_MESSAGES } from '@shop/shared/schemas/checkout'

// Beside this file in src/, and copied beside the bundle in dist/ by build.mjs.
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-element')

/**
 * The sandbox's own pages allow only what they need: their own script and style, calls to the
 * sandbox, and being framed by the shop's pages (the same origin here, as the sandbox is served by
 * the shop's process). Nothing inline, no forms posted anywhere.
 */
export const SANDBOX_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** What the card element says, in the shop's own card messages. */
const ELEMENT_MESSAGES = {
  shape: CARD_SHAPE_MESSAGES,
  numberInvalid: CARD_NUMBER_INVALID_MESSAGE,
  expired: CARD_EXPIRED_MESSAGE,
  unreachable: 'The card could not be checked. Check your connection and try again.',
}

const read = (name: string) => fs.readFileSync(path.join(DIR, name), 'utf8')

/** The sandbox's browser files, read once at start. */
export function sandboxPages() {
  return {
    element: read('element.html'),
    elementScript: `const MESSAGES = ${JSON.stringify(ELEMENT_MESSAGES)};\n${read('element.js')}`,
    challenge: read('challenge.html'),
    challengeScript: read('challenge.js'),
    style: read('sandbox.css'),
  }
}
