import { z } from 'zod'
import {
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  RESET_CODE_LENGTH,
  ZIPCODE_MAX_LENGTH,
} from '../constants'
import { isCountry, REGISTRATION_COUNTRIES } from '../countries'
import { IdParamSchema } from './catalogue'

/*
 * Account schemas (docs/requirements/accounts.md), used by
 * the server routes and by react-hook-form in the browser: one rule, one message, both sides.
 * Input objects are strict (unknown fields fail) except where the original app's browser code sends extras
 * (user_id, customer_id, default_address, otp): those are accepted and ignored, as commented.
 */

export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const TEXT_MAX_LENGTH = 255
/** Long enough for any passphrase; bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

export const PASSWORD_TOO_SHORT_MESSAGE = `Password should have at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORDS_DIFFER_MESSAGE = 'Password and confirm password do not match.'
/** docs/requirements/accounts.md §8. */
export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New password and confirm password do not match.'
/** The step-2 screen message for the 6-digit code (docs/decisions/0010-password-reset-code-made-by-the-server.md). */
export const RESET_CODE_MESSAGE = `Please enter up to ${RESET_CODE_LENGTH} numbers only.`

/** Control characters (NUL, escape…) never belong in a form field; PostgreSQL refuses NUL outright. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u
const controlMessage = (label: string) => `${label} must not contain control characters`

/** 'X is required' when missing or blank (docs/requirements/accounts.md §2), else `X must be text`; trimmed. */
export function requiredText(label: string, max = TEXT_MAX_LENGTH, { multiLine = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .regex(multiLine ? MULTI_LINE : SINGLE_LINE, { error: controlMessage(label), abort: true })
}

/** An optional text: null or blank become null; missing stays undefined (an update leaves it). */
export function optionalText(label: string, max = TEXT_MAX_LENGTH, { multiLine = false } = {}) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .regex(multiLine ? MULTI_LINE : SINGLE_LINE, controlMessage(label))
    .nullish()
    .transform(blankToNull)
}

function blankToNull<T>(v: T | '' | null | undefined): T | null | undefined {
  return v === undefined ? undefined : v ? v : null
}

export function requiredEmail(label = 'Email') {
  return requiredText(label, EMAIL_MAX_LENGTH)
    .pipe(z.email(`${label} must be a valid e-mail address`))
    .transform((v) => v.toLowerCase())
}

/** A phone number as people type one: digits and spaces, with one optional leading +. */
export const PHONE_NUMBER = /^\+?[\d ]+$/
/**
 * What a phone field keeps of what is typed or pasted: digits and spaces, and a + only as the first
 * character ('44a1b295' becomes '441295'), so the field never shows what the server would refuse.
 */
export function keepPhoneCharacters(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : ''
  return plus + text.replace(/[^\d ]/g, '')
}
const phoneNumberMessage = (label: string) => `${label} may contain only digits, spaces and a leading +`
const phoneDigitsMessage = (label: string) => `${label} must have at most ${PHONE_MAX_DIGITS} digits`
const phoneDigitCount = (v: string) => v.replace(/\D/g, '').length

/**
 * Registration and profile phones: a numeric input that also takes the spaces and leading + people
 * write. The length limit counts digits, so spacing a number out never makes it too long.
 */
function requiredPhoneNumber(label = 'Phone') {
  return requiredText(label, PHONE_NUMBER_MAX_LENGTH)
    .regex(PHONE_NUMBER, { error: phoneNumberMessage(label), abort: true })
    .refine((v) => phoneDigitCount(v) <= PHONE_MAX_DIGITS, phoneDigitsMessage(label))
    .transform((v) => v.replace(/ {2,}/g, ' '))
}
function optionalPhoneNumber(label: string) {
  return optionalText(label, PHONE_NUMBER_MAX_LENGTH)
    .refine((v) => v == null || PHONE_NUMBER.test(v), { error: phoneNumberMessage(label), abort: true })
    .refine((v) => v == null || phoneDigitCount(v) <= PHONE_MAX_DIGITS, phoneDigitsMessage(label))
    .transform((v) => (v == null ? v : v.replace(/ {2,}/g, ' ')))
}

const PHONE_TEXT = /^[0-9+()\- ]+$/
const PHONE_TEXT_MESSAGE = (label: string) => `${label} may contain only digits, spaces and + - ( )`

/** Other phone numbers (work, home, address, contact): digits with the usual separators. */
function requiredPhoneText(label = 'Phone') {
  return requiredText(label, PHONE_MAX_LENGTH).regex(PHONE_TEXT, PHONE_TEXT_MESSAGE(label))
}
function optionalPhoneText(label: string) {
  return optionalText(label, PHONE_MAX_LENGTH).refine(
    (v) => v == null || PHONE_TEXT.test(v),
    PHONE_TEXT_MESSAGE(label),
  )
}

function requiredZipcode(label = 'zipcode') {
  return requiredText(label, ZIPCODE_MAX_LENGTH)
}

function requiredCountry(label = 'Country') {
  return requiredText(label, NAME_MAX_LENGTH).refine(
    isCountry,
    `${label} must be one of the listed countries`,
  )
}

/** Length rules only; the server also refuses the most common breached passwords. */
export function passwordSchema(label = 'Password') {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .min(1, { error: `${label} is required`, abort: true })
    .min(PASSWORD_MIN_LENGTH, `${label} should have at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`)
}

/** Accepted and ignored: the token decides whose data it is (docs/decisions/0013-a-customer-only-ever-reaches-their-own-data.md). */
export const ignoredId = z.unknown().optional()

// ---------------------------------------------------------------------------------------------
// Registration and login

/** Opt-in to the forgotten-cart reminder: off unless chosen (0/1, or true/false from a checkbox). */
export const CartRemindersSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'cart_reminders must be 0 or 1' })
  .transform((v): 0 | 1 => (v ? 1 : 0))

/** POST /api/signup and /api/register: docs/requirements/accounts.md §2. */
export const RegisterSchema = z
  .object({
    first_name: requiredText('First Name', NAME_MAX_LENGTH),
    middle_name: optionalText('Middle Name', NAME_MAX_LENGTH),
    last_name: requiredText('Last Name', NAME_MAX_LENGTH),
    phone: requiredPhoneNumber('Phone'),
    email: requiredEmail('Email'),
    address: requiredText('Address'),
    city: requiredText('City', NAME_MAX_LENGTH),
    zipcode: requiredZipcode('zipcode'),
    country: requiredText('Country', NAME_MAX_LENGTH).refine(
      (v) => (REGISTRATION_COUNTRIES as readonly string[]).includes(v),
      `Country must be ${REGISTRATION_COUNTRIES.join(' or ')}`,
    ),
    password: passwordSchema('Password'),
    confirm_password: z
      .string({
        error: (issue) =>
          issue.input == null ? 'Confirm Password is required' : 'Confirm Password must be text',
      })
      .min(1, 'Confirm Password is required')
      .max(PASSWORD_MAX_LENGTH, `Confirm Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    cart_reminders: CartRemindersSchema.optional(),
  })
  .strict()
  .refine((v) => v.password === v.confirm_password, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirm_password'],
    // Checked as soon as both passwords are present, even while other fields are still wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirm_password?: unknown } | null
      return typeof v?.password === 'string' && typeof v.confirm_password === 'string'
    },
  })
export type RegisterInput = z.input<typeof RegisterSchema>
export type Register = z.output<typeof RegisterSchema>

/** POST /api/login: `login` is the e-mail (docs/requirements/accounts.md §10). */
export const LoginSchema = z
  .object({
    login: requiredEmail('Email'),
    password: z
      .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    /** The mailed code, sent only when a login answered `step: 'code'` (docs/decisions/0126). */
    code: z
      .string({ error: 'The code must be text' })
      .trim()
      .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail')
      .optional(),
  })
  .strict()
export type LoginInput = z.input<typeof LoginSchema>
export type Login = z.output<typeof LoginSchema>

// ---------------------------------------------------------------------------------------------
// Password reset: server-made 6-digit code, one-time reset token (docs/decisions/0010-password-reset-code-made-by-the-server.md)

/** GET /api/check-email/{address} */
export const CheckEmailParamsSchema = z.object({ address: requiredEmail('Email') }).strict()

/** POST /api/send-otp-mail: the original app's browser also sends its own `otp`; it is ignored. */
export const SendOtpMailSchema = z
  .object({
    email: requiredEmail('Email'),
    otp: z.unknown().optional(),
  })
  .strict()
  .transform(({ email }) => ({ email }))
export type SendOtpMailInput = z.input<typeof SendOtpMailSchema>

/** The code as typed: digits only, exactly RESET_CODE_LENGTH of them. */
export const ResetCodeSchema = z
  .string({ error: (issue) => (issue.input == null ? 'OTP is required' : RESET_CODE_MESSAGE) })
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), RESET_CODE_MESSAGE)

/** POST /api/verify-otp */
export const VerifyOtpSchema = z.object({ email: requiredEmail('Email'), otp: ResetCodeSchema }).strict()
export type VerifyOtpInput = z.input<typeof VerifyOtpSchema>

/** PUT /api/update-password: the reset token comes from verify-otp. */
export const ResetPasswordSchema = z
  .object({
    email: requiredEmail('Email'),
    password: passwordSchema('Password'),
    reset_token: requiredText('reset_token', 200),
  })
  .strict()
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>

// ---------------------------------------------------------------------------------------------
// Contact

/** POST /api/contacts: name, email and phone required, message optional (docs/requirements/storefront.md §9). */
export const ContactSchema = z
  .object({
    name: requiredText('Name', NAME_MAX_LENGTH),
    email: requiredEmail('Email'),
    phone: requiredPhoneText('Phone'),
    message: optionalText('Message', CONTACT_MESSAGE_MAX_LENGTH, { multiLine: true }),
  })
  .strict()
export type ContactInput = z.input<typeof ContactSchema>

// ---------------------------------------------------------------------------------------------
// Profile

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

/** YYYY-MM-DD, a real calendar date, in the past and not before 1900. */
export const DateOfBirthSchema = z
  .string({ error: 'Date of birth must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date of birth must be a date (YYYY-MM-DD)', abort: true })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    },
    { error: 'Date of birth must be a real date', abort: true },
  )
  .refine((v) => v >= '1900-01-01', { error: 'Date of birth must be after 1900', abort: true })
  .refine((v) => v < new Date().toISOString().slice(0, 10), 'Date of birth must be in the past')

/**
 * PUT /api/customer/update-user: the changed fields of docs/requirements/accounts.md §6; any field may be
 * left out. E-mail is not editable: an `email` field is refused, naming it.
 */
export const UpdateProfileSchema = z
  .object({
    first_name: requiredText('First Name', NAME_MAX_LENGTH).optional(),
    middle_name: optionalText('Middle Name', NAME_MAX_LENGTH),
    last_name: requiredText('Last Name', NAME_MAX_LENGTH).optional(),
    phone: requiredPhoneNumber('Phone').optional(),
    work_phone: optionalPhoneNumber('Work Phone'),
    home_phone: optionalPhoneNumber('Home Phone'),
    gender: z
      .preprocess(blankToNull, z.enum(GENDERS, { error: "Gender must be 'male' or 'female'" }).nullable())
      .optional(),
    dob: z.preprocess(blankToNull, DateOfBirthSchema.nullable()).optional(),
    address: optionalText('Address'),
    street: optionalText('Street'),
    flat_apartment: optionalText('Apartment/Flat'),
    city: optionalText('City', NAME_MAX_LENGTH),
    state: optionalText('State', NAME_MAX_LENGTH),
    zipcode: optionalText('Postal code', ZIPCODE_MAX_LENGTH),
    country: optionalText('Country', NAME_MAX_LENGTH).refine(
      (v) => v == null || isCountry(v),
      'Country must be one of the listed countries',
    ),
    email: z.never({ error: 'E-mail cannot be changed' }).optional(),
    cart_reminders: CartRemindersSchema.optional(),
  })
  .strict()
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>
export type UpdateProfile = z.output<typeof UpdateProfileSchema>

/** PUT /api/customer/update-password (docs/requirements/accounts.md §8). */
export const ChangePasswordSchema = z
  .object({
    old_password: z
      .string({
        error: (issue) => (issue.input == null ? 'Old password is required' : 'Old password must be text'),
      })
      .min(1, 'Old password is required')
      .max(PASSWORD_MAX_LENGTH, `Old password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    new_password: passwordSchema('New password'),
  })
  .strict()
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>

/**
 * The change-password form (old, new, confirm): the browser checks the confirmation
 * ('New password and confirm password do not match.') and sends only ChangePasswordSchema's fields.
 */
export const ChangePasswordFormSchema = z
  .object({
    old_password: ChangePasswordSchema.shape.old_password,
    new_password: ChangePasswordSchema.shape.new_password,
    confirm_password: z.string().min(1, 'Confirm password is required'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: NEW_PASSWORDS_DIFFER_MESSAGE,
    path: ['confirm_password'],
  })

// ---------------------------------------------------------------------------------------------
// Addresses (docs/requirements/accounts.md §7)

const addressOptionalFields = {
  middle_name: optionalText('Middle Name', NAME_MAX_LENGTH),
  flat_apartment: optionalText('Apartment/Flat'),
  /** The original app's other spelling of flat_apartment; flat_apartment wins when both are sent. */
  apartment_flat: optionalText('Apartment/Flat'),
  address: optionalText('Address'),
  street: optionalText('Street'),
  state: optionalText('State', NAME_MAX_LENGTH),
  // Accepted and ignored: the token decides whose address it is (docs/decisions/0013-a-customer-only-ever-reaches-their-own-data.md).
  user_id: ignoredId,
  customer_id: ignoredId,
}

/** Adds the address on the spelling the server stores (flat_apartment) and drops the ignored ids. */
function normaliseAddress<T extends { flat_apartment?: string | null; apartment_flat?: string | null }>(
  value: T & { user_id?: unknown; customer_id?: unknown },
) {
  const { apartment_flat, user_id: _u, customer_id: _c, ...rest } = value
  return { ...rest, flat_apartment: value.flat_apartment ?? apartment_flat }
}

/** POST customer/address and POST customer/{customerId}/address. */
export const AddAddressSchema = z
  .object({
    first_name: requiredText('First Name', NAME_MAX_LENGTH),
    last_name: requiredText('Last Name', NAME_MAX_LENGTH),
    phone: requiredPhoneText('Phone'),
    email: requiredEmail('Email'),
    city: requiredText('City', NAME_MAX_LENGTH),
    zipcode: requiredZipcode('zipcode'),
    country: requiredCountry('Country'),
    ...addressOptionalFields,
    /** 1 makes the new address the default one; the first address is the default anyway. */
    default_address: z
      .union([z.literal(0), z.literal(1), z.boolean()], { error: 'default_address must be 0 or 1' })
      .optional()
      .transform((v) => v === 1 || v === true),
  })
  .strict()
  .transform(normaliseAddress)
export type AddAddressInput = z.input<typeof AddAddressSchema>
export type AddAddress = z.output<typeof AddAddressSchema>

/** PUT customer/address/{id} and PUT customer/update-user-address/{id}: docs/requirements/accounts.md §7. */
export const EditAddressSchema = z
  .object({
    first_name: requiredText('First Name', NAME_MAX_LENGTH),
    last_name: optionalText('Last Name', NAME_MAX_LENGTH),
    phone: optionalPhoneText('Phone'),
    email: z
      .union([requiredEmail('Email'), z.literal(''), z.null()], {
        error: 'Email must be a valid e-mail address',
      })
      .optional()
      .transform(blankToNull),
    city: requiredText('City', NAME_MAX_LENGTH),
    zipcode: requiredZipcode('zipcode'),
    country: requiredCountry('Country'),
    ...addressOptionalFields,
    // The edit screen echoes the loaded address; the default is changed by set-default-address only.
    default_address: z.unknown().optional(),
  })
  .strict()
  .transform(({ default_address: _d, ...rest }) => normaliseAddress(rest))
export type EditAddressInput = z.input<typeof EditAddressSchema>
export type EditAddress = z.output<typeof EditAddressSchema>

/** PUT customer/set-default-address/{id}: the original app's body (user_id, default_address=1) is ignored; none is fine. */
export const SetDefaultAddressBodySchema = z
  .object({ user_id: ignoredId, default_address: ignoredId })
  .strict()
  .nullish()

export const AddressIdParamsSchema = z.object({ id: IdParamSchema }).strict()
export const CustomerIdParamsSchema = z.object({ customerId: IdParamSchema }).strict()

// ---------------------------------------------------------------------------------------------
// Answers

/** docs/requirements/accounts.md §10 as every account answer carries it (never the password hash). */
export interface UserProfile {
  id: number
  first_name: string
  middle_name: string | null
  last_name: string
  /** first, middle and last name joined by single spaces. */
  fullName: string
  email: string
  phone: string
  work_phone: string | null
  home_phone: string | null
  gender: Gender | null
  /** YYYY-MM-DD */
  dob: string | null
  address: string | null
  street: string | null
  flat_apartment: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  country: string | null
  thumbnail: string | null
  /** 1 when the customer chose the forgotten-cart reminder (off by default). */
  cart_reminders: 0 | 1
}

/** docs/requirements/accounts.md §7; flat_apartment is also given as apartment_flat (the original app used both). */
export interface Address {
  id: number
  user_id: number
  first_name: string
  middle_name: string | null
  last_name: string | null
  phone: string | null
  email: string | null
  flat_apartment: string | null
  apartment_flat: string | null
  address: string | null
  street: string | null
  city: string
  state: string | null
  zipcode: string
  country: string
  default_address: 0 | 1
}

/** POST /api/login, /api/signup, /api/register. */
/** A login that needs the code mailed to the account before it gives a session (202). */
export interface LoginCodeStep {
  step: 'code'
  message: string
}

export interface AuthResponse {
  message: string
  data: UserProfile
  _token: string
}

/** Wrong login: 401 (docs/requirements/accounts.md §10 reads `error` as a list). */
export interface LoginErrorResponse {
  message: string
  error: string[]
}

export interface MessageResponse {
  message: string
}

export interface VerifyOtpResponse {
  message: 'OTP verified'
  reset_token: string
}

/** GET customer/get-user: the profile page reads data.data. */
export interface GetUserResponse {
  data: { data: UserProfile }
}

export interface UpdateUserResponse {
  message: string
  data: UserProfile
}

export interface AddressListResponse {
  data: { data: Address[] }
}

export interface AddressResponse {
  message?: string
  data: { data: Address }
}

export interface DefaultAddressResponse {
  data: Address | null
}

/** Messages the account answers use (docs/requirements/messages.md §6 where it names them). */
export const ACCOUNT_MESSAGES = {
  registered: 'Registered successful!',
  duplicate: 'Please check if email or phone is not already registered',
  loggedIn: 'Logged in successfully.',
  badCredentials: 'These credentials do not match our records.',
  loginCodeAsked:
    'To keep your account safe, we need a code from your e-mail. If your e-mail and password are right, we have just sent you a 6-digit code: enter it below. No e-mail? Check your password and log in again.',
  loginCodeWrong: 'This code is not correct or has expired. Log in again without it for a new code.',
  loggedOut: 'Logged out successfully.',
  emailFound: 'Email found.',
  emailNotFound: 'Email not found.',
  otpSent: 'Otp sent successfully',
  otpVerified: 'OTP verified',
  otpNotVerified: 'OTP not verified!',
  passwordUpdated: 'Password updated successfully.',
  resetExpired: 'Your reset request has expired. Please request a new code.',
  commonPassword: 'This password is too common. Please choose a less common one.',
  contactSent: 'Message sent successfully.',
  userUpdated: 'User data updated successfully!',
  passwordChanged: 'Password changed successfully!',
  oldPasswordWrong: 'The old password is incorrect.',
  addressAdded: 'Address added successfully!',
  addressUpdated: 'Address updated successfully!',
  addressDefault: 'Address set as default successfully',
} as const
