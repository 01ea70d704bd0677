// What a test file started (apps, databases, server processes, builds) is cleaned up after it, by
// test/file-setup.ts, wherever it was started: Vitest never runs an afterAll registered inside a
// beforeAll or a test, and files of one worker share these helper modules (docs/testing.md).
const cleanups: (() => unknown)[] = []

/** Runs `cleanup` once the running test file has ended, after the file's own afterAll hooks. */
export function afterThisFile(cleanup: () => unknown): void {
  cleanups.push(cleanup)
}

/** The running file's cleanups, newest first (test/file-setup.ts). */
export async function runFileCleanups(): Promise<void> {
  const errors: unknown[] = []
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup()
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length) throw new AggregateError(errors, 'cleaning up after the test file failed')
}
