/**
 * Preact renders the shop with React's API (docs/decisions/0115-preact-renders-the-shop.md): every
 * import of React's entry points, the app's and its libraries', resolves to Preact's compatibility
 * layer, in the builds (vite.config.ts) and in the web app's tests (vitest.config.ts). React itself
 * stays installed for the server's e-mails, which render with it.
 */
export const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]
