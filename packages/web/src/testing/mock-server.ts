/** One answer of the mocked server: its status and JSON body. */
export interface MockAnswer {
  status?: number
  body: unknown
}

/** A recorded request: method, path under /api/ (no query) and JSON body. */
export interface MockRequest {
  method: string
  path: string
  search: string
  body: unknown
}

type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>

/**
 * The shop's API as a test wants it: handlers by 'METHOD path' (path under /api/, without the
 * query), every request recorded. RTK Query reaches it through the store's base query, so
 * components under test make their real calls; an unhandled call answers 404 and is recorded.
 */
export function mockServer(handlers: Record<string, Handler | MockAnswer> = {}) {
  const requests: MockRequest[] = []
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const text = await request.text()
    const recorded: MockRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      search: url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    }
    requests.push(recorded)
    const handler = handlers[`${recorded.method} ${recorded.path}`]
    const answer =
      handler === undefined
        ? { status: 404, body: { message: 'Not Found', errors: {} } }
        : typeof handler === 'function'
          ? await handler(recorded)
          : handler
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetchFn: fetchFn as typeof fetch, requests }
}
