import type { FastifyInstance } from 'fastify'
import type { RegisterInput } from '@shop/shared/schemas/account'

let counter = 0

/** A valid registration form with an e-mail and phone no other test uses. */
export function registrationForm(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1
  const unique = `${process.pid}${counter}${Date.now() % 100000}`
  return {
    first_name: 'Ada',
    middle_name: 'K',
    last_name: 'Lovelace',
    phone: unique.slice(-13),
    email: `ada.${unique}@example.com`,
    address: '1 Front Street',
    city: 'Hamilton',
    zipcode: 'HM 11',
    country: 'Bermuda',
    password: 'Harbour-Lights-2026',
    confirm_password: 'Harbour-Lights-2026',
    ...overrides,
  }
}

export interface SignedUp {
  token: string
  id: number
  email: string
  password: string
  phone: string
}

/** Registers a customer through the API and returns their token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
): Promise<SignedUp> {
  const form = registrationForm(overrides)
  const res = await app.inject({ method: 'POST', url: '/api/signup', payload: form })
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`)
  const body = res.json()
  return {
    token: body._token,
    id: body.data.id,
    email: body.data.email,
    password: form.password!,
    phone: form.phone!,
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
