/**
 * A one-use card token from the sandbox's card element, as a shopper's browser makes one before it
 * pays: the shop's API takes no card numbers.
 */
export async function sandboxCardToken(shopUrl: string): Promise<string> {
  const res = await fetch(`${shopUrl}/sandbox-gateway/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4111111111111111', name: 'Bench Buyer', expiry: '12/39', cvc: '123' }),
  })
  if (!res.ok) throw new Error(`the card element refused the card: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}
