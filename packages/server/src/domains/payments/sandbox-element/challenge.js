// The sandbox bank's 3-D Secure challenge, shown by the shop's checkout in a frame. The intent's
// client secret and the shop page's origin come in the address's fragment, which no server sees;
// the answer goes to the sandbox, and the shop's page is told only that the challenge is over.
/* global window, document, location, ResizeObserver */
;(function () {
  'use strict'
  var params = new URLSearchParams(location.hash.slice(1))
  var clientSecret = params.get('secret') || ''
  var parentOrigin = params.get('origin')
  var status = document.getElementById('status')
  var buttons = [document.getElementById('approve'), document.getElementById('fail')]

  function tell(message) {
    if (!parentOrigin || window.parent === window) return
    message.source = 'sandbox-challenge'
    window.parent.postMessage(message, parentOrigin)
  }

  function answer(result) {
    buttons.forEach(function (b) {
      b.disabled = true
    })
    status.textContent = 'Sending your answer to the bank…'
    fetch('authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ clientSecret: clientSecret, result: result }),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) throw new Error(body.message || 'The bank could not take your answer.')
          status.textContent = 'Done. Returning to the shop…'
          tell({ type: 'complete', status: body.status })
        })
      })
      .catch(function (error) {
        status.textContent = error.message || 'The bank could not be reached. Try again.'
        buttons.forEach(function (b) {
          b.disabled = false
        })
      })
  }

  buttons[0].addEventListener('click', function () {
    answer('approve')
  })
  buttons[1].addEventListener('click', function () {
    answer('fail')
  })
  // The shop's dialog follows this page's height, so its buttons are never cut off.
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
