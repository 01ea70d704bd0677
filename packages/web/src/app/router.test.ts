import { WEB_PAGE_PATHS } from '@shop/shared/web-pages'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from './router'

/** Every page path of a route tree, children's relative paths joined to their parents'. */
function pathsOf(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : []
    return [...here, ...pathsOf(route.children ?? [], own)]
  })
}

describe('the router', () => {
  it('draws exactly the pages the server knows (packages/shared/src/web-pages.ts)', () => {
    // The back office is its own section, served whole under /admin; '*' is the not-found page.
    const shop = pathsOf(routes.filter((r) => r.path !== '/admin/*')).filter((p) => p !== '*' && p !== '/*')
    expect([...shop].sort()).toEqual([...WEB_PAGE_PATHS].sort())
  })
})
