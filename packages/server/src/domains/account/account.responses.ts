import {
  GENDERS,
  type Address,
  type AuthResponse,
  type LoginCodeStep,
  type UpdateUserResponse,
  type UserProfile,
  type VerifyOtpResponse,
} from '@shop/shared/schemas/account'
import { z } from 'zod'
import { Flag } from '../../lib/api-schemas'

/** The answers' shapes, checked against the shared types; only these fields reach the client. */
export const UserProfileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  work_phone: z.string().nullable(),
  home_phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dob: z.string().nullable(),
  address: z.string().nullable(),
  street: z.string().nullable(),
  flat_apartment: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
  thumbnail: z.string().nullable(),
  cart_reminders: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<UserProfile>

export const AddressSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  flat_apartment: z.string().nullable(),
  apartment_flat: z.string().nullable(),
  address: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zipcode: z.string(),
  country: z.string(),
  default_address: Flag,
}) satisfies z.ZodType<Address>

export const AuthResponseSchema = z.object({
  message: z.string(),
  data: UserProfileSchema,
  _token: z.string(),
}) satisfies z.ZodType<AuthResponse>

/** 202 from login: a right password from a closed address also needs the code mailed to the account. */
export const LoginCodeStepSchema = z.object({
  step: z.literal('code'),
  message: z.string(),
}) satisfies z.ZodType<LoginCodeStep>

export const VerifyOtpResponseSchema = z.object({
  message: z.literal('OTP verified'),
  reset_token: z.string(),
}) satisfies z.ZodType<VerifyOtpResponse>

export const GetUserResponseSchema = z.object({ data: z.object({ data: UserProfileSchema }) })

export const UpdateUserResponseSchema = z.object({
  message: z.string(),
  data: UserProfileSchema,
}) satisfies z.ZodType<UpdateUserResponse>

export const AddressListResponseSchema = z.object({ data: z.object({ data: z.array(AddressSchema) }) })

export const AddressResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ data: AddressSchema }),
})

export const DefaultAddressResponseSchema = z.object({ data: AddressSchema.nullable() })
