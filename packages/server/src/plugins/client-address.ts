import { isIPv6 } from 'node:net'

/**
 * The key a client address is limited under. IPv4 as it is; IPv6 grouped by its /64, since one
 * home or phone is given a whole /64 and could otherwise take a fresh address for every try.
 * `request.ip` is already the trusted address: X-Forwarded-For counts only for TRUST_PROXY's hops.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!isIPv6(ip)) return ip
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, '::' filled in, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail ('::ffff:1.2.3.4' is handled above; others keep two groups' worth).
  const missing = 8 - left.length - right.length
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right]
  return groups.map((g) => (/^[0-9a-f]+$/i.test(g) ? parseInt(g, 16).toString(16) : g))
}
