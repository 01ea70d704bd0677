import { describe, expect, it } from 'vitest'
import { keepPhoneCharacters, RegisterSchema, UpdateProfileSchema } from './account'

const phoneOf = (phone: unknown) => UpdateProfileSchema.safeParse({ phone })
const messagesOf = (result: ReturnType<typeof phoneOf>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

describe('keepPhoneCharacters', () => {
  it('keeps digits, spaces and a leading + only, so what stays is a phone the schema takes', () => {
    expect(keepPhoneCharacters('44a1b295')).toBe('441295')
    expect(keepPhoneCharacters('+1 (441) 555-0101')).toBe('+1 441 5550101')
    expect(keepPhoneCharacters('441+555')).toBe('441555')
    expect(UpdateProfileSchema.safeParse({ phone: keepPhoneCharacters('+1 441x555') }).success).toBe(true)
  })
})

describe('registration and profile phone numbers', () => {
  it.each(['4415550101', '+1 441 555 0101', '441 555 0101', '+14415550101', '1234567890123'])(
    'accepts %s',
    (phone) => {
      expect(phoneOf(phone).success).toBe(true)
    },
  )

  it.each(['441-555-0101', '(441) 5550101', '441555O101', 'call me', '1+441 555', '++1 441', '+'])(
    'refuses %s with the message naming what is allowed',
    (phone) => {
      expect(messagesOf(phoneOf(phone))).toEqual([
        'phone: Phone may contain only digits, spaces and a leading +',
      ])
    },
  )

  it('counts digits for the length limit, not the spaces', () => {
    expect(phoneOf('+1 441 555 0101 23').success).toBe(true)
    expect(messagesOf(phoneOf('12345678901234'))).toEqual(['phone: Phone must have at most 13 digits'])
    expect(messagesOf(phoneOf('+1 441 555 0101 234'))).toEqual(['phone: Phone must have at most 13 digits'])
  })

  it('keeps the required message for a missing phone on registration', () => {
    const result = RegisterSchema.safeParse({})
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe('Phone is required')
  })

  it('trims and squeezes repeated spaces', () => {
    expect(UpdateProfileSchema.parse({ phone: '  +1  441 555 0101 ' }).phone).toBe('+1 441 555 0101')
  })

  it('applies the same rule to the work and home phones, which may be left blank', () => {
    expect(UpdateProfileSchema.parse({ work_phone: '', home_phone: '+1 441 292 0000' })).toMatchObject({
      work_phone: null,
      home_phone: '+1 441 292 0000',
    })
    const bad = UpdateProfileSchema.safeParse({ work_phone: 'ext. 12' })
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Work Phone may contain only digits, spaces and a leading +',
    ])
  })
})
