// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardElement, CARD_ELEMENT_URL, type CardElementHandle } from './card-element'
import { cardElementFrame } from '../testing/card-element-frame'

afterEach(cleanup)

describe('CardElement', () => {
  it('frames the provider’s element, titled, with this page’s origin for its answers', () => {
    render(<CardElement ref={createRef()} hidden={false} onSubmit={() => {}} />)
    const iframe = screen.getByTitle('Card details') as HTMLIFrameElement
    expect(iframe.getAttribute('src')).toBe(
      `${CARD_ELEMENT_URL}?origin=${encodeURIComponent(window.location.origin)}`,
    )
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy()
  })

  it('asks for a token once the element is ready, and takes only the answer of its own frame and origin', async () => {
    const ref = createRef<CardElementHandle>()
    render(<CardElement ref={ref} hidden={false} onSubmit={() => {}} />)
    const frame = cardElementFrame()
    let answer: unknown = null
    const asked = ref.current!.tokenise().then((a) => (answer = a))
    frame.say({ type: 'ready' })
    await vi.waitFor(() => expect(frame.sent).toHaveLength(1))
    const { id } = frame.sent[0]!
    expect(frame.sent[0]).toMatchObject({ source: 'shop', type: 'tokenise' })

    // Another origin, or another window, is not the element.
    const token = { type: 'token', id, token: 'sbxcard_forged', card: { brand: 'Visa', last4: '0000' } }
    frame.say(token, { origin: 'https://elsewhere.test' })
    frame.say(token, { source: window })
    await Promise.resolve()
    expect(answer).toBeNull()

    frame.say({ type: 'token', id, token: 'sbxcard_0123456789', card: { brand: 'Visa', last4: '1111' } })
    await asked
    expect(answer).toEqual({ ok: true, token: 'sbxcard_0123456789', card: { brand: 'Visa', last4: '1111' } })
  })

  it('answers a card the element refused with no token, and follows the element’s height and Enter', async () => {
    const ref = createRef<CardElementHandle>()
    const onSubmit = vi.fn()
    render(<CardElement ref={ref} hidden={false} onSubmit={onSubmit} />)
    const frame = cardElementFrame()
    frame.say({ type: 'ready' })
    const asked = ref.current!.tokenise()
    await vi.waitFor(() => expect(frame.sent).toHaveLength(1))
    frame.say({ type: 'invalid', id: frame.sent[0]!.id })
    expect(await asked).toEqual({ ok: false, message: null })

    frame.say({ type: 'resize', height: 312 })
    expect(frame.iframe.style.height).toBe('312px')
    frame.say({ type: 'submit' })
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
