import { AppError } from '../errors'

/**
 * Runs at most `concurrency` tasks at once, with at most `maxWaiting` more queued; beyond that it
 * refuses at once. scrypt runs on libuv's small thread pool (4 threads), which file reads and
 * other crypto share: unbounded password hashing made a static file wait seconds.
 */
export class TaskQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []
  /** Most tasks seen running at once (tests read it). */
  peak = 0

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw serverBusy()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running += 1
    }
    this.peak = Math.max(this.peak, this.running)
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      // The slot passes straight to the next task: `running` stays counted for it.
      if (next) next()
      else this.running -= 1
    }
  }
}

export function serverBusy(): AppError {
  return new AppError(503, 'The server is busy just now. Please try again in a moment.')
}

/** Password hashing: two at a time (half the thread pool), twenty waiting. */
export const passwordHashQueue = new TaskQueue(2, 20)
