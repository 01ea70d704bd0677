import { render } from '@react-email/render'
import type { ReactElement } from 'react'

/** The two parts of every mail the shop sends: HTML for mail programs, plain text for the rest. */
export interface RenderedMail {
  html: string
  text: string
}

/** One template gives both parts, so they can never tell the customer different things. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
