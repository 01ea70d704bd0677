// The sandbox's card element: runs in its own frame, apart from the shop's pages. It checks the
// card, turns it into a one-use token with the sandbox's token call, and tells the shop's page
// only the token, brand and last four, by postMessage to the page's origin alone. `MESSAGES` is
// written above this file by the server, from the shop's shared card messages.
/* global MESSAGES, window, document, location, ResizeObserver */
;(function () {
  'use strict'
  var parentOrigin = new URLSearchParams(location.search).get('origin')
  var form = document.getElementById('card')
  var banner = document.getElementById('element-error')
  var FIELDS = ['number', 'name', 'expiry', 'cvc']
  var inputs = {}
  FIELDS.forEach(function (field) {
    inputs[field] = document.getElementById(field)
  })

  function tell(message) {
    if (!parentOrigin || window.parent === window) return
    message.source = 'sandbox-element'
    window.parent.postMessage(message, parentOrigin)
  }

  function digitsOf(value) {
    return value.replace(/\D/g, '')
  }

  // '4111111111111111' typed or pasted as '4111 1111 1111 1111'; '1229' as '12/29'.
  inputs.number.addEventListener('input', function () {
    inputs.number.value = digitsOf(inputs.number.value)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ')
  })
  inputs.expiry.addEventListener('input', function () {
    var d = digitsOf(inputs.expiry.value).slice(0, 4)
    inputs.expiry.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d
  })

  function passesLuhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false
    var sum = 0
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i])
      if (i % 2 === 1) {
        d *= 2
        if (d > 9) d -= 9
      }
      sum += d
    }
    return sum % 10 === 0
  }

  // A card is good through its expiry month.
  function hasExpired(expiry) {
    var m = /^(\d{2})\/(\d{2})$/.exec(expiry)
    if (!m) return true
    var month = Number(m[1])
    var now = new Date()
    return (
      2000 + Number(m[2]) < now.getUTCFullYear() ||
      (2000 + Number(m[2]) === now.getUTCFullYear() && month - 1 < now.getUTCMonth())
    )
  }

  function card() {
    return {
      number: digitsOf(inputs.number.value),
      name: inputs.name.value.trim(),
      expiry: inputs.expiry.value.trim(),
      cvc: inputs.cvc.value.trim(),
    }
  }

  /** The first thing wrong with each field, in the words the shop's checkout uses. */
  function check(c) {
    var errors = {}
    if (!/^\d{12,19}$/.test(c.number)) errors.number = MESSAGES.shape.number
    else if (!passesLuhn(c.number)) errors.number = MESSAGES.numberInvalid
    if (!c.name) errors.name = MESSAGES.shape.name
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(c.expiry)) errors.expiry = MESSAGES.shape.expiry
    else if (hasExpired(c.expiry)) errors.expiry = MESSAGES.expired
    if (!/^\d{3,4}$/.test(c.cvc)) errors.cvc = MESSAGES.shape.cvc
    return errors
  }

  function show(errors) {
    FIELDS.forEach(function (field) {
      var line = document.getElementById(field + '-error')
      var message = errors[field]
      line.textContent = message || ''
      line.hidden = !message
      if (message) {
        inputs[field].setAttribute('aria-invalid', 'true')
        inputs[field].setAttribute('aria-describedby', field + '-error')
      } else {
        inputs[field].removeAttribute('aria-invalid')
        inputs[field].removeAttribute('aria-describedby')
      }
    })
    resized()
  }

  function say(message) {
    banner.textContent = message || ''
    banner.hidden = !message
    resized()
  }

  /** The page's field errors went wrong: the first wrong field gets the focus, as in the shop's forms. */
  function refused(id, errors) {
    show(errors)
    var first = FIELDS.filter(function (f) {
      return errors[f]
    })[0]
    if (first) inputs[first].focus()
    tell({ type: 'invalid', id: id, fields: Object.keys(errors) })
  }

  // After a first attempt, each field is checked again as it is typed, as the shop's forms do.
  var attempted = false
  FIELDS.forEach(function (field) {
    inputs[field].addEventListener('input', function () {
      if (attempted) show(check(card()))
    })
  })

  var busy = false
  function tokenise(id) {
    if (busy) return
    attempted = true
    say('')
    var c = card()
    var errors = check(c)
    if (Object.keys(errors).length) return refused(id, errors)
    show({})
    busy = true
    fetch('tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(c),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          if (res.ok) {
            tell({ type: 'token', id: id, token: body.token, card: body.card })
            return
          }
          var fieldErrors = {}
          Object.keys(body.errors || {}).forEach(function (field) {
            if (FIELDS.indexOf(field) >= 0) fieldErrors[field] = body.errors[field][0]
          })
          if (Object.keys(fieldErrors).length) return refused(id, fieldErrors)
          say(body.message || MESSAGES.unreachable)
          tell({ type: 'failed', id: id, message: body.message || MESSAGES.unreachable })
        })
      })
      .catch(function () {
        say(MESSAGES.unreachable)
        tell({ type: 'failed', id: id, message: MESSAGES.unreachable })
      })
      .then(function () {
        busy = false
      })
  }

  // Enter in a field pays, as it would in the shop's own form.
  form.addEventListener('submit', function (event) {
    event.preventDefault()
    tell({ type: 'submit' })
  })

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    var data = event.data
    if (!data || data.source !== 'shop') return
    if (data.type === 'tokenise') tokenise(String(data.id))
  })

  var lastHeight = 0
  function resized() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height === lastHeight) return
    lastHeight = height
    tell({ type: 'resize', height: height })
  }
  if ('ResizeObserver' in window) new ResizeObserver(resized).observe(document.body)
  tell({ type: 'ready' })
  resized()
})()
