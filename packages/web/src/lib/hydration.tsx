import { Suspense, useEffect, type ReactNode } from 'react'
import { replayEarlyTaps } from './early-taps'

// How many HydrateLater sections are on the page, how many have hydrated, and whether the
// page's shell has: html[data-app="ready"] once all have (the journeys wait for it).
let sections = 0
let sectionsHydrated = 0
let shellHydrated = false

function markReadyWhenDone() {
  if (!shellHydrated || sectionsHydrated < sections || document.documentElement.dataset.app) return
  // Every part answers now: the taps kept before are carried out (early-taps.ts).
  document.documentElement.dataset.app = 'ready'
  void replayEarlyTaps()
}

function SectionHydrated() {
  useEffect(() => {
    sectionsHydrated++
    markReadyWhenDone()
    return () => {
      sectionsHydrated--
    }
  }, [])
  return null
}

/**
 * A part of a server-rendered page that React hydrates after the page's shell. Each Suspense
 * boundary of the server's HTML is hydrated apart, at idle priority and in slices that yield to
 * the browser, so hydrating a page never holds the main thread in one long task; a click inside
 * a part not yet hydrated hydrates that part first. A lazily loaded component inside keeps the
 * server's HTML until its code arrives (docs/decisions/0075-hydrated-in-slices-and-cached-pages.md).
 */
export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  useEffect(() => {
    sections++
    return () => {
      sections--
      // A part removed before it hydrated (the home page's sign-in panel once the session is back).
      markReadyWhenDone()
    }
  }, [])
  return (
    <Suspense fallback={fallback}>
      {children}
      <SectionHydrated />
    </Suspense>
  )
}

/**
 * Marks the page as running (html[data-app="ready"]) once its shell and every HydrateLater part
 * are hydrated (or rendered, on a page the browser renders itself). Rendered last in the app.
 */
export function AppReady() {
  useEffect(() => {
    shellHydrated = true
    markReadyWhenDone()
  }, [])
  return null
}
