import fs from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const WEB = './packages/web/src'
/** Every web feature folder, read at lint time so a new feature is fenced in without editing this file. */
const FEATURES = fs
  .readdirSync(new URL('packages/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Layers of the web app: a feature imports only itself and what lies below the features (components,
 * lib, config, the store's API base and hooks); features are put together in app/ (routes, layouts,
 * slots). Nothing below app/ imports app/.
 */
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in app/ (a route, a layout or a slot).',
  })),
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/store`],
    from: `${WEB}/app`,
    message: 'Only app/ composes; nothing below it imports app/.',
  },
  {
    target: [
      `${WEB}/components`,
      `${WEB}/lib`,
      `${WEB}/config`,
      `${WEB}/store/api.ts`,
      `${WEB}/store/hooks.ts`,
    ],
    from: `${WEB}/features`,
    message: 'Shared code below the features knows no feature.',
  },
]

const SERVER = './packages/server/src'
const DOMAINS = `${SERVER}/domains`
const FLOWS = `${SERVER}/flows`

/**
 * Layers of the server: jobs/, cli/ and the wiring plugins know the flows and the domains, never the
 * reverse; the flows floor composes the domains, which never import it; lib/ and db/ lie under
 * every domain; orders imports none of the domains its moves reach (the flows do); stock is below
 * orders. import-x checks `import type` too, so a
 * type-only import cannot tie the layers back together unseen (scripts/import-cycles.mjs finds any
 * circle that is left).
 */
const serverZones = [
  {
    target: DOMAINS,
    from: [`${SERVER}/jobs`, `${SERVER}/cli`],
    message: 'Jobs and staff commands call the domains; a domain never imports them.',
  },
  {
    target: DOMAINS,
    from: FLOWS,
    message:
      'Flows compose the domains; a domain never imports a flow (orders is handed them as ctx.orderFlows).',
  },
  {
    target: FLOWS,
    from: [`${SERVER}/jobs`, `${SERVER}/cli`, `${SERVER}/plugins`],
    message: 'The app wiring, jobs and staff commands start flows; a flow never imports them.',
  },
  {
    target: `${DOMAINS}/orders`,
    // Every domain but orders itself: what an order's moves reach elsewhere, the flows do.
    from: [
      'account',
      'admin',
      'business-accounts',
      'cart',
      'catalogue',
      'checkout',
      'health',
      'lists',
      'newsletter',
      'payments',
      'professional',
      'recalls',
      'returns',
      'reviews',
      'seo',
      'shop-info',
      'staff',
      'stock',
      'store-credit',
      'subscriptions',
      'wishlist',
    ].map((d) => `${DOMAINS}/${d}`),
    message:
      'Orders imports no other domain: what its moves reach elsewhere is the flows floor (ctx.orderFlows).',
  },
  {
    target: DOMAINS,
    from: `${SERVER}/plugins`,
    // What a route needs from the request: the sign-in guards, the client's address, the mailer's
    // type and whether the page is server-rendered. The plugins that start work (jobs, order
    // documents, payments, caches) are the app's wiring and stay out of reach.
    except: ['./auth.ts', './staff-auth.ts', './client-address.ts', './mailer.ts', './server-render.ts'],
    message: 'A domain never imports the app wiring in plugins/.',
  },
  {
    target: [
      `${SERVER}/lib`,
      `${SERVER}/db/*.ts`,
      `${SERVER}/db/migrations`,
      `${SERVER}/audit`,
      `${SERVER}/settings`,
    ],
    from: [DOMAINS, FLOWS, `${SERVER}/jobs`, `${SERVER}/cli`, `${SERVER}/plugins`],
    message: 'lib/, db/, audit/ and settings/ lie under every domain and flow and import none.',
  },
  {
    target: `${DOMAINS}/stock`,
    from: `${DOMAINS}/orders`,
    message: 'Stock owns the units and knows no order: the flows take and give them back.',
  },
  {
    target: [`${DOMAINS}/payments`, `${DOMAINS}/store-credit`],
    from: [`${DOMAINS}/orders`, `${DOMAINS}/returns`, `${DOMAINS}/checkout`, `${DOMAINS}/subscriptions`],
    message: 'Payments and store credit lie under the domains that charge and refund them.',
  },
]

// A form is written one of two ways, each checked with the shared schema of what it sends:
// react-hook-form's handleSubmit, or on a page's first load a React form action (ActionForm)
// (docs/decisions/0130-first-load-forms-are-react-form-actions.md). A submit handler typed with
// FormEvent is the mark of a form written by hand with useState.
const handRolledForm = {
  selector:
    'ImportSpecifier[imported.name=/^(FormEvent|FormEventHandler)$/], TSQualifiedName[left.name="React"][right.name=/^(FormEvent|FormEventHandler)$/]',
  message:
    "A form uses react-hook-form's handleSubmit (or, on a page's first load, a React form action) with its shared schema, not a FormEvent handler written by hand (decision 0130).",
}

// The same form written without naming the type: an inline submit handler that stops the browser's
// submission itself. handleSubmit (useAdminSave's too) and ActionForm do that, so a handler that
// calls preventDefault is checking and sending the fields by hand.
const handSubmittedForm = {
  selector: 'JSXAttribute[name.name="onSubmit"] CallExpression[callee.property.name="preventDefault"]',
  message:
    "A form submits through react-hook-form's handleSubmit (useAdminSave in the back office) or, on a page's first load, a React form action, with its shared schema; its onSubmit does not call preventDefault by hand (decision 0123).",
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    // No import-x/no-cycle: scripts/import-cycles.mjs (run by `npm run lint`) finds every circle,
    // type imports counted, which no-cycle skips; no-cycle cost a third of lint's time.
  },
  {
    // Tests may put any layers together; the code they test may not.
    files: ['packages/server/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Query building lives in repositories (docs/architecture.md, "How a request travels"). The
    // named exceptions: the database's own set-up, migrations and seed (db/), the audit log, the job
    // runners' records, the mail outbox, the sign-in guards' token lookup, the sandbox gateway's
    // own ledger, the readiness probe and the text-search expression repositories share.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.repository.ts',
      'packages/server/src/db/**',
      'packages/server/src/audit/audit.ts',
      'packages/server/src/jobs/job-runner.ts',
      'packages/server/src/jobs/table-runner.ts',
      'packages/server/src/jobs/pgboss-runner.ts',
      'packages/server/src/jobs/mail-retry.ts',
      'packages/server/src/plugins/mailer.ts',
      'packages/server/src/plugins/auth.ts',
      'packages/server/src/plugins/staff-auth.ts',
      'packages/server/src/security/test-support.ts',
      'packages/server/src/domains/payments/sandbox-gateway.ts',
      'packages/server/src/domains/health/health.service.ts',
      'packages/server/src/lib/paging.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'Queries are built in a *.repository.ts file; call a repository function here.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message: 'Raw SQL is written in a *.repository.ts file; call a repository function here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            {
              target: `${WEB}/features`,
              from: `${WEB}/store/store.ts`,
              message:
                'Features use store/hooks and store/api; the whole store is put together in store/store.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may build the whole store; the feature fences still hold.
    files: ['packages/web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // shared is imported by both sides and imports neither (docs/architecture.md §2).
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/server/*', '@shop/web/*', '../../server/*', '../../web/*'],
              message: 'shared imports nothing from server or web',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/server/*'], message: 'the web app talks to the server over HTTP only' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', handRolledForm, handSubmittedForm] },
  },
  {
    // A route only composes the features' screens: what changes data, and says how it went, lives in
    // the feature that owns the screen (docs/architecture.md).
    files: ['packages/web/src/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/server/*'], message: 'the web app talks to the server over HTTP only' },
            {
              group: ['react-toastify', '**/lib/toast', '**/lib/admin-outcome'],
              message: 'A route composes screens; toasts belong to the feature component that acts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        handRolledForm,
        handSubmittedForm,
        {
          selector: 'ImportSpecifier[imported.name=/^use\\w+Mutation$/]',
          message: 'A route composes screens; a mutation belongs to the feature component that sends it.',
        },
      ],
    },
  },
)
