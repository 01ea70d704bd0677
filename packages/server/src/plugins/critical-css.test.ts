import { describe, expect, it } from 'vitest'
import { classesOf, criticalCss } from './critical-css'

describe('critical CSS', () => {
  const cut = (css: string, html: string) => criticalCss(css)(classesOf(html))

  it('reads the classes of every element, entities decoded', () => {
    expect([...classesOf('<div class="a  b"><svg class="c"></svg><p class="x&amp;y"></p></div>')]).toEqual([
      'a',
      'b',
      'c',
      'x&y',
    ])
  })

  it('keeps rules whose selectors name only classes the page has, in their order', () => {
    const css =
      ':root{--x:1}body{margin:0}.btn{color:red}.modal{display:none}.btn.active,.tab .btn:hover{color:blue}'
    expect(cut(css, '<button class="btn">')).toBe(':root{--x:1}body{margin:0}.btn{color:red}')
    expect(cut(css, '<button class="btn active">')).toBe(
      ':root{--x:1}body{margin:0}.btn{color:red}.btn.active,.tab .btn:hover{color:blue}',
    )
  })

  it('ignores classes inside :not(), :is() and attributes, which only keeps more', () => {
    const css =
      '.btn:not(.collapsed){a:1}:is(.x,.y) .btn{b:2}[class*="col-"].row{c:3}.btn[data-x=".modal"]{d:4}'
    expect(cut(css, '<i class="btn">')).toBe(
      '.btn:not(.collapsed){a:1}:is(.x,.y) .btn{b:2}.btn[data-x=".modal"]{d:4}',
    )
  })

  it('filters inside @media and @supports, drops emptied blocks, keeps other at-rules whole', () => {
    const css =
      '@charset "UTF-8";@media (min-width:576px){.modal{a:1}}@media print{.btn{b:2}.modal{c:3}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x}'
    expect(cut(css, '<i class="btn">')).toBe(
      '@charset "UTF-8";@media print{.btn{b:2}}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x}',
    )
  })

  it('reads escaped class names and skips comments and strings', () => {
    const css = '/*! licence {x} */.w-\\31 00{a:1}.sm\\:p-1{b:2}.c::after{content:"}{"}.d{e:5}'
    expect(cut(css, '<i class="w-100 sm:p-1 c">')).toBe(
      '.w-\\31 00{a:1}.sm\\:p-1{b:2}.c::after{content:"}{"}',
    )
  })
})
