/**
 * React Redux's selector hook, for the web app's tests: the library ships it as CommonJS only, and
 * Node's require('react') inside would load React, not the Preact the tests render with (the
 * builds bundle it through the aliases of preact-for-react.ts). The same library code is run here
 * with Preact's compatibility layer handed to it as 'react'.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as React from 'preact/compat'

const require = createRequire(import.meta.url)
const file = path.join(
  path.dirname(require.resolve('use-sync-external-store/package.json')),
  'cjs/use-sync-external-store-with-selector.production.js',
)
const loaded: { exports: Record<string, unknown> } = { exports: {} }

new Function('module', 'exports', 'require', fs.readFileSync(file, 'utf8'))(
  loaded,
  loaded.exports,
  (id: string) => (id === 'react' ? React : require(id)),
)

export const useSyncExternalStoreWithSelector = loaded.exports.useSyncExternalStoreWithSelector
