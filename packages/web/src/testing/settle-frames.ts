import { afterEach } from 'vitest'

// Preact runs effects and their cleanups after the next frame (at most 35 ms later, through
// requestAnimationFrame). After each test (a file's own afterEach, its cleanup, runs first) they
// are let run: an unmounted react-toastify container leaves its registry before the next test's
// registers under the same id, and no cleanup is left to throw once jsdom's window is taken down.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)))
