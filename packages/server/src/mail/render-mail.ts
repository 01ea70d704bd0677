import type { ReactElement } from 'react'

/** The two parts of every mail the shop sends: HTML for mail programs, plain text for the rest. */
export interface RenderedMail {
  html: string
  text: string
}

/**
 * One template gives both parts, so they can never tell the customer different things. It is
 * rendered once: the text is converted from the same HTML (what `render(..., { plainText: true })`
 * does after a second render of its own). The renderer, with React's server renderer and the
 * HTML-to-text converter, is loaded with the first mail.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const { render, toPlainText } = await import('@react-email/render')
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
