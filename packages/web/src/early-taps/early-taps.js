/* global window, document */
/**
 * Inlined into index.html's <head> (vite.config.ts) and allowed by its hash in the CSP: it runs
 * before the first paint, so no tap made before the app runs is lost. Until the app takes over
 * (lib/early-taps.ts), a tap on a control the app handles is kept, not carried out: the control
 * shows it is working (aria-busy) and the app carries it out once, when it runs. Links and forms
 * with an action work as HTML; what is typed stays in the fields and the app adopts it. The first
 * tap or key also tells the app to start now (main.tsx holds it until the page has loaded).
 */
;(function () {
  var kept = []
  var typed = []
  var enabled = []
  var taking = true
  var started = false
  // Whether the app has begun hydrating: from then on its buttons are its own to enable.
  var hydrating = false
  var CONTROL =
    'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], label, summary, a[href]'

  function startApp() {
    if (started) return
    started = true
    window.dispatchEvent(new Event('shop:first-input'))
  }

  /** A form the server answers (the header search): it submits as HTML. */
  function isNative(form) {
    return !!form && form.hasAttribute('action')
  }

  /** Where a control sits under <body>, to find it again should the app have drawn it anew. */
  function pathOf(el) {
    var path = []
    for (var node = el; node && node !== document.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
    }
    return path
  }

  function keep(entry, shown) {
    entry.path = pathOf(entry.el)
    if (entry.submitter) entry.submitterPath = pathOf(entry.submitter)
    kept.push(entry)
    shown.setAttribute('aria-busy', 'true')
    shown.classList.add('tap-pending')
  }

  /** A label of a text field only moves the focus: the browser does that. */
  function isFocusLabel(el) {
    var control = el.tagName === 'LABEL' && el.control
    return !!control && control.type !== 'checkbox' && control.type !== 'radio'
  }

  window.addEventListener(
    'click',
    function (event) {
      if (!taking) return
      startApp()
      var el = event.target.closest && event.target.closest(CONTROL)
      if (!el || el.tagName === 'A' || isFocusLabel(el)) return
      var form = el.form || null
      var submits = form && (el.type === 'submit' || (el.tagName === 'BUTTON' && !el.getAttribute('type')))
      if (submits && isNative(form)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // A second tap on a control already waiting is the same tap, except on a stepper.
      if (el.getAttribute('aria-busy') === 'true' && !el.hasAttribute('data-tap-repeat')) return
      if (submits) keep({ kind: 'submit', el: form, submitter: el }, el)
      else keep({ kind: 'click', el: el }, el)
    },
    true,
  )

  window.addEventListener(
    'submit',
    function (event) {
      if (!taking || isNative(event.target)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      var form = event.target
      var button = event.submitter || form.querySelector('[type="submit"]') || form
      if (button.getAttribute('aria-busy') === 'true') return
      keep({ kind: 'submit', el: form, submitter: event.submitter || null }, button)
    },
    true,
  )

  /**
   * What is typed stays in the field; a form whose submit button waits for its required fields
   * (the login) enables it once they are filled, as the app will.
   */
  function onTyped(event) {
    if (!taking) return
    startApp()
    var field = event.target
    if (typed.indexOf(field) < 0) typed.push(field)
    var form = field.form
    if (hydrating || !form || isNative(form)) return
    var button = form.querySelector('button[type="submit"][disabled]')
    if (!button) return
    var required = form.querySelectorAll('[required]')
    for (var i = 0; i < required.length; i++) {
      var input = required[i]
      if (input.type === 'checkbox' ? !input.checked : !input.value.trim()) return
    }
    button.disabled = false
    enabled.push(button)
  }
  window.addEventListener('input', onTyped, true)
  window.addEventListener('change', onTyped, true)
  window.addEventListener('keydown', startApp, true)
  window.addEventListener('pointerdown', startApp, true)

  window.__earlyTaps = {
    /**
     * Stops keeping taps and hands over those kept and the fields typed into, in order. The
     * buttons enabled here are the app's again: it enables them from what it adopts.
     */
    take: function () {
      taking = false
      for (var i = 0; i < enabled.length; i++) enabled[i].disabled = true
      return { kept: kept, typed: typed }
    },
    /**
     * The app is about to hydrate: the buttons enabled here go back to what the server drew (what
     * the app believes), and none is enabled here any more. A button the app enables itself after
     * this is never turned off behind its back (it would not turn it on again for a value it
     * already holds).
     */
    hydrating: function () {
      hydrating = true
      for (var i = 0; i < enabled.length; i++) enabled[i].disabled = true
      enabled = []
    },
    started: function () {
      return started
    },
  }
})()
