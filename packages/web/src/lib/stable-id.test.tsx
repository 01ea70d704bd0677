// @vitest-environment jsdom
import { act } from 'preact/test-utils'
import { renderToStringAsync } from 'preact-render-to-string'
import type { VNode } from 'preact'
import { Suspense, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { IdScopeRoot, lazyPart, useStableId } from './stable-id'

const reveals: (() => void)[] = []

/** A labelled field that, once told, shows a note its input names by id (as an error would). */
function Field({ label }: { label: string }) {
  const id = useStableId()
  const [noted, setNoted] = useState(false)
  reveals.push(() => setNoted(true))
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={noted ? `${id}-note` : undefined} />
      {noted && <small id={`${id}-note`}>Note</small>}
    </p>
  )
}

/** A lazily loaded part holding a field, whose code arrives when `loaded` does. */
const part = (loaded: Promise<void>) =>
  lazyPart('part', async () => {
    await loaded
    return { default: () => <Field label="In the part" /> }
  })

/** A page with a lazily loaded part between two fields. */
function page(Part: ReturnType<typeof part>) {
  return (
    <IdScopeRoot>
      <Field label="Before" />
      <Suspense fallback={null}>
        <Part />
      </Suspense>
      <Field label="After" />
    </IdScopeRoot>
  )
}

describe('useStableId', () => {
  it('gives the browser the ids of the server’s HTML when a part hydrates after the rest', async () => {
    // The server renders a page again once a pass has loaded its parts (entry-server.tsx): the
    // part is then rendered in its place, not after the rest as when it suspends.
    const ServerPart = part(Promise.resolve())
    await renderToStringAsync(page(ServerPart) as unknown as VNode)
    const html = await renderToStringAsync(page(ServerPart) as unknown as VNode)
    expect(html).not.toContain('<!--$s-->')
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    let arrive!: () => void
    const loaded = new Promise<void>((resolve) => (arrive = resolve))
    reveals.length = 0
    await act(async () => {
      hydrateRoot(root, page(part(loaded)))
    })
    await act(async () => {
      arrive()
      await loaded
      await new Promise((resolve) => setTimeout(resolve))
    })
    await act(async () => reveals.forEach((reveal) => reveal()))

    const inputs = [...root.querySelectorAll('input')]
    expect(inputs.map((input) => input.labels?.[0]?.textContent)).toEqual(['Before', 'In the part', 'After'])
    for (const input of inputs) {
      // The input keeps the server's id; what is rendered after hydrating carries the browser's.
      expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-note`)
      expect(input.nextElementSibling?.id).toBe(`${input.id}-note`)
    }
    expect(new Set(inputs.map((input) => input.id)).size).toBe(3)
  })
})
