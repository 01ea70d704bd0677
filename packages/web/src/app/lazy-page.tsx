import { use, type ComponentType } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'

/** `__moduleId` exists in the server's build only (vite.config.ts, routeModuleIds). */
export interface PageModule {
  default: ComponentType
  __moduleId?: string
  /** A module with a route table of its own (the back office) loads the pages it matches too. */
  loadMatchedPages?: (pathname: string) => Promise<PageModule[]>
}
export type PageLoader = () => Promise<PageModule>

/** What a route of the shop's tables carries besides its element. */
export interface PageHandle {
  page?: PageLoader
  /** Rendered in the browser only (entry-server.tsx). */
  clientOnly?: boolean
}

const pageModules = new Map<PageLoader, Promise<PageModule>>()

/**
 * A page's module, loaded once. Once loaded, its promise is marked as React marks a settled one, so
 * `use` reads it without suspending.
 */
function loadPage(load: PageLoader): Promise<PageModule> {
  let module = pageModules.get(load)
  if (!module) {
    const loading = load().then((loaded) => {
      Object.assign(loading, { status: 'fulfilled', value: loaded })
      return loaded
    })
    // A failed download is tried again on the next visit.
    loading.catch(() => pageModules.delete(load))
    module = loading
    pageModules.set(load, module)
  }
  return module
}

/**
 * A route's component from its own chunk. A page the server rendered has its modules loaded before
 * hydrating (`loadMatchedPages`), so it renders at once with the server's tree; a page reached
 * later suspends while its chunk downloads, inside a navigation's transition, so the page before
 * stays until it is ready.
 */
export function LazyPage({ load }: { load: PageLoader }) {
  const { default: Page } = use(loadPage(load))
  return <Page />
}

/** Route-level code splitting: a route whose page is its own chunk, loaded by `LazyPage`. */
export const page = (load: PageLoader) => ({
  element: <LazyPage load={load} />,
  handle: { page: load } satisfies PageHandle,
})

/**
 * Loads the modules of the pages `table` shows at `pathname` (their layouts' too), so a page the
 * server rendered hydrates at once with the same tree, and the server renders it whole.
 */
export async function loadMatchedPages(
  table: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<PageModule[]> {
  const loaders = (matchRoutes(table, pathname, basename) ?? []).flatMap(({ route }) => {
    const load = (route.handle as PageHandle | undefined)?.page
    return load ? [load] : []
  })
  const modules = await Promise.all(loaders.map(loadPage))
  const nested = await Promise.all(modules.map((m) => m.loadMatchedPages?.(pathname) ?? []))
  return [...modules, ...nested.flat()]
}
