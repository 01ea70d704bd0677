import { afterAll } from 'vitest'

// Preact runs effects and their cleanups after the next frame (at most 35 ms later, through
// requestAnimationFrame). A file's last cleanups must run before jsdom's window, with its
// cancelAnimationFrame, is taken down, or they throw into the next file's run.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)))
