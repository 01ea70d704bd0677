/**
 * Which of the two failure texts of docs/requirements/messages.md §6 a failed call gets:
 * the server answered with a 4xx ('Failed to ...'), or the call never got a usable answer:
 * a network failure, a 5xx or an unreadable body ('An error occurred while ...').
 */
export function isClientErrorAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/** The message to show for a failed call: `failed` for a 4xx answer, else `errored`. */
export function failureMessage(error: unknown, texts: { failed: string; errored: string }): string {
  return isClientErrorAnswer(error) ? texts.failed : texts.errored
}
