// The renderer check tells React DOM's bundle from Preact's, whatever the minifier named things.
import { describe, expect, it } from 'vitest'
import { holdsPreact, holdsReactDomHydrateRoot, rendererProblems } from './check-renderer.mjs'

/** The shape of React DOM's client once bundled and minified (react-dom/client's exports). */
const REACT_DOM =
  'function s(e){return`Minified React error #${e}; visit https://react.dev/errors/${e}`}' +
  'e.createRoot=function(e,t){return new Wh(t)},e.hydrateRoot=function(e,t,n){if(!c(e))throw Error(s(299))}'
/** The shape of Preact's core once minified (its vnode fields keep their mangled names). */
const PREACT =
  'function k(n,l,u,t,i){var r={type:n,props:l,key:u,ref:t,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:i};' +
  'return null!=i?r:(r.__v=++o,r)}function H(n){return n.__k&&n.__e}'

describe('renderer check', () => {
  it("finds React DOM's hydrateRoot and no Preact in React's bundle", () => {
    expect(holdsReactDomHydrateRoot(REACT_DOM)).toBe(true)
    expect(holdsPreact(REACT_DOM)).toBe(false)
    expect(rendererProblems({ 'client.js': REACT_DOM, 'app.js': 'hydrateRoot(container, app)' })).toEqual([])
  })

  it('refuses Preact, even beside React DOM, and a bundle without hydrateRoot', () => {
    expect(holdsPreact(PREACT)).toBe(true)
    expect(holdsReactDomHydrateRoot(PREACT)).toBe(false)
    expect(rendererProblems({ 'preact.js': PREACT })).toEqual([
      "no script holds React DOM's hydrateRoot",
      'preact.js holds Preact',
    ])
    expect(rendererProblems({ 'client.js': REACT_DOM, 'preact.js': PREACT })).toEqual([
      'preact.js holds Preact',
    ])
    expect(rendererProblems({})).toEqual(['no script in the browser build'])
  })
})
