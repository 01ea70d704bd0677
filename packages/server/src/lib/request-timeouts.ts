import type { ServerOptions } from 'node:http'

/**
 * Node's HTTP server options that make a request timeout hold as stated: the headers and the whole
 * request must arrive within `requestTimeoutMs`. Node only looks for late requests every
 * `connectionsCheckingInterval` (30 s by default), so a slow body used to be cut up to a minute
 * late; checking every second cuts it within a second of the figure.
 */
export function slowRequestServerOptions(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
  }
}
