// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { replayEarlyTaps } from './early-taps'

const SCRIPT = fs.readFileSync(path.join(import.meta.dirname, '../early-taps/early-taps.js'), 'utf8')

// Each test gets the inline script afresh, as a new page would; its window listeners are dropped
// with it by swapping addEventListener for the time it installs.
let removers: (() => void)[] = []
function installScript() {
  const add = window.addEventListener.bind(window)
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    add(type, listener, options)
    removers.push(() => window.removeEventListener(type, listener, options))
  })
  new Function(SCRIPT)()
  spy.mockRestore()
}

beforeEach(() => {
  document.body.innerHTML = ''
  installScript()
})
afterEach(() => {
  removers.forEach((remove) => remove())
  removers = []
  delete window.__earlyTaps
})

describe('taps before the app runs', () => {
  it('keeps a tap, shows it working, and carries it out once when the app runs', async () => {
    document.body.innerHTML = '<button type="button">Add To Cart</button>'
    const button = document.querySelector('button')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    button.click()
    button.click()
    expect(handler).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
    await replayEarlyTaps()
    expect(handler).toHaveBeenCalledTimes(1)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(document.documentElement.dataset.earlyTaps).toBe('done')
    // The app has taken over: a tap now is the app's alone.
    button.click()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('counts every tap of a stepper', async () => {
    document.body.innerHTML = '<button type="button" data-tap-repeat>+</button>'
    const button = document.querySelector('button')!
    const handler = vi.fn()
    button.addEventListener('click', handler)
    button.click()
    button.click()
    await replayEarlyTaps()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('lets links and forms with an action work as HTML', () => {
    document.body.innerHTML =
      '<a href="#here">Here</a><form action="/shop" method="get"><input name="search"><button>Search</button></form>'
    const link = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a')!.dispatchEvent(link)
    expect(link.defaultPrevented).toBe(false)
    const search = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('button')!.dispatchEvent(search)
    expect(search.defaultPrevented).toBe(false)
  })

  it('enables a waiting submit button once the required fields are filled, and sends the form with what was typed', async () => {
    document.body.innerHTML =
      '<form><input name="login" required><input name="password" required><button type="submit" disabled>Login</button></form>'
    const [login, password] = [...document.querySelectorAll('input')]
    const button = document.querySelector('button')!
    const typed = (field: HTMLInputElement, value: string) => {
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    typed(login!, 'ada@example.com')
    expect(button.disabled).toBe(true)
    typed(password!, 'Harbour-Lights-2026')
    expect(button.disabled).toBe(false)
    button.click()
    expect(button.getAttribute('aria-busy')).toBe('true')

    // The app, as it starts: it hears the typed values again and enables its button from them.
    const heard: string[] = []
    const form = document.querySelector('form')!
    form.addEventListener('input', (event) => {
      heard.push((event.target as HTMLInputElement).value)
      button.disabled = !(login!.value && password!.value)
    })
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    await replayEarlyTaps()
    expect(heard).toEqual(['ada@example.com', 'Harbour-Lights-2026'])
    expect(login!.value).toBe('ada@example.com')
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('never turns off a submit button the app has enabled itself once it hydrates', async () => {
    document.body.innerHTML =
      '<form><input name="login" required><input name="password" required><button type="submit" disabled>Login</button></form>'
    const [login, password] = [...document.querySelectorAll('input')]
    const button = document.querySelector('button')!
    const typed = (field: HTMLInputElement, value: string) => {
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    typed(login!, 'ada@example.com')
    typed(password!, 'Harbour-Lights-2')
    expect(button.disabled).toBe(false)
    // The app hydrates: the button is the server's again (disabled, as the app believes).
    window.__earlyTaps!.hydrating()
    expect(button.disabled).toBe(true)
    // Like React, the app sets the button only when what it holds changes.
    const held = { login: '', password: '' }
    document.querySelector('form')!.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement
      if (held[field.name as keyof typeof held] === field.value) return
      held[field.name as keyof typeof held] = field.value
      button.disabled = !(held.login && held.password)
    })
    typed(login!, 'ada@example.com')
    typed(password!, 'Harbour-Lights-2026')
    expect(button.disabled).toBe(false)
    await replayEarlyTaps()
    expect(button.disabled).toBe(false)
  })

  it('does not send a form the app keeps disabled', async () => {
    document.body.innerHTML =
      '<form><input name="code" required><button type="submit" disabled>Send</button></form>'
    const field = document.querySelector('input')!
    field.value = 'x'
    field.dispatchEvent(new Event('input', { bubbles: true }))
    document.querySelector('button')!.click()
    const submitted = vi.fn((event: Event) => event.preventDefault())
    document.querySelector('form')!.addEventListener('submit', submitted)
    await replayEarlyTaps()
    expect(submitted).not.toHaveBeenCalled()
    expect(document.querySelector('button')!.disabled).toBe(true)
  })
})
