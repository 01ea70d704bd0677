// The one place lazy is wrapped: every lazily loaded part numbers its ids apart (see below).
// eslint-disable-next-line no-restricted-imports
import { createContext, lazy, useContext, useState, type ComponentType, type ReactNode } from 'react'

/**
 * Ids that are the same in the server's HTML and in the browser that hydrates it, for labels,
 * `aria-describedby` and `aria-controls` (docs/decisions/0115-preact-renders-the-shop.md).
 *
 * Preact numbers `useId` in render order across the whole page. The server renders a lazily loaded
 * part in its place; the browser hydrates it once its code has arrived, after the rest of the page,
 * so every id from there on would be numbered differently. Here each lazily loaded part
 * (`lazyPart`) numbers its own ids, under its own name: the order inside a part, and the order of the
 * page around it, are then the same on both sides.
 */
interface IdScope {
  /** The next id of this scope. */
  take: () => string
}

/** Ids `${prefix}0`, `${prefix}1`... in the order they are asked for. */
function idScope(prefix: string): IdScope {
  let next = 0
  return { take: () => `${prefix}${next++}` }
}

const IdScopeContext = createContext<IdScope>(idScope('id-'))

/** The page's ids start again with each render of the app (the server renders a page afresh). */
export function IdScopeRoot({ children }: { children: ReactNode }) {
  const [scope] = useState(() => idScope('id-'))
  return <IdScopeContext.Provider value={scope}>{children}</IdScopeContext.Provider>
}

/** An id for this component, kept for its life, the same on the server and in the browser. */
export function useStableId(): string {
  const scope = useContext(IdScopeContext)
  const [id] = useState(scope.take)
  return id
}

/** React's `lazy` for a part of a page, whose ids are numbered apart under `name` (unique on the page). */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    const { default: Part } = await load()
    function Scoped(props: Props) {
      const [scope] = useState(() => idScope(`${name}-`))
      return (
        <IdScopeContext.Provider value={scope}>
          <Part {...props} />
        </IdScopeContext.Provider>
      )
    }
    return { default: Scoped }
  })
}
