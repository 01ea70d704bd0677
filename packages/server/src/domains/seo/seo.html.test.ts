import { describe, expect, it } from 'vitest'
import { escapeHtml, htmlToText, injectHead, jsonForScript, truncateText } from './seo.html'

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('htmlToText', () => {
  it('drops tags, scripts and styles, decodes entities and collapses spaces', () => {
    expect(
      htmlToText(
        '<p>Soft&nbsp;pads</p><script>alert(1)</script><style>p{}</style><ul><li>A &amp; B</li><li>&#8217;C&#x27;</li></ul>',
      ),
    ).toBe("Soft pads A & B \u2019C'")
  })

  it('keeps unknown entities as written', () => {
    expect(htmlToText('5 &notanentity; 6')).toBe('5 &notanentity; 6')
  })
})

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short')
    const cut = truncateText('one two three four five six', 15)
    expect(cut).toBe('one two three…')
    expect(cut.length).toBeLessThanOrEqual(15)
  })
})

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const out = jsonForScript(value)
    expect(out).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(out)).toEqual(value)
  })
})

describe('injectHead', () => {
  it('replaces the built title and description and keeps the rest of the head', () => {
    const html =
      '<html><head><meta charset="UTF-8" /><title>Old</title>\n<meta name="description" content="Old" />\n<link rel="icon" href="/f.svg" /></head><body></body></html>'
    const out = injectHead(html, '<title>New</title>')
    expect(out).not.toContain('Old')
    expect(out).toContain('<link rel="icon" href="/f.svg" />')
    expect(out).toMatch(/<title>New<\/title>\s*<\/head>/)
  })
})
