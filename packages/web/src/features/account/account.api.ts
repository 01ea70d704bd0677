import type {
  AddAddressInput,
  Address,
  AddressListResponse,
  AddressResponse,
  DefaultAddressResponse,
  ChangePasswordInput,
  EditAddressInput,
  GetUserResponse,
  MessageResponse,
  UpdateProfileInput,
  UpdateUserResponse,
  UserProfile,
} from '@shop/shared/schemas/account'
import { api } from '../../store/api'

/** The customer's profile and saved addresses (docs/requirements/accounts.md §10). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserProfile, void>({
      query: () => 'customer/get-user',
      transformResponse: (body: GetUserResponse) => body.data.data,
      providesTags: ['User'],
    }),
    updateUser: build.mutation<UpdateUserResponse, UpdateProfileInput>({
      query: (body) => ({ url: 'customer/update-user', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: 'customer/update-password', method: 'PUT', body }),
    }),
    getDefaultAddress: build.query<Address | null, void>({
      query: () => 'customer/get-default-address',
      transformResponse: (body: DefaultAddressResponse) => body.data,
      providesTags: [{ type: 'Address', id: 'DEFAULT' }],
    }),
    getAddresses: build.query<Address[], void>({
      query: () => 'customer/get-user-address',
      transformResponse: (body: AddressListResponse) => body.data.data,
      providesTags: (list) => [
        { type: 'Address', id: 'LIST' },
        ...(list ?? []).map((a) => ({ type: 'Address' as const, id: a.id })),
      ],
    }),
    getAddressById: build.query<Address, number>({
      query: (id) => `customer/get-address-by-id/${id}`,
      transformResponse: (body: AddressResponse) => body.data.data,
      providesTags: (_a, _e, id) => [{ type: 'Address', id }],
    }),
    addAddress: build.mutation<AddressResponse, AddAddressInput>({
      query: (body) => ({ url: 'customer/address', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Address', id: 'LIST' },
        { type: 'Address', id: 'DEFAULT' },
      ],
    }),
    updateAddress: build.mutation<AddressResponse, { id: number; body: EditAddressInput }>({
      query: ({ id, body }) => ({ url: `customer/update-user-address/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Address', id },
        { type: 'Address', id: 'LIST' },
        { type: 'Address', id: 'DEFAULT' },
      ],
    }),
    removeAddress: build.mutation<void, number>({
      query: (id) => ({ url: `customer/address/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Address', id: 'LIST' },
        { type: 'Address', id: 'DEFAULT' },
      ],
    }),
    /** The original app's body carries user_id and default_address=1; the server takes the user from the token. */
    setDefaultAddress: build.mutation<MessageResponse, { id: number; userId: number }>({
      query: ({ id, userId }) => ({
        url: `customer/set-default-address/${id}`,
        method: 'PUT',
        body: { user_id: userId, default_address: 1 },
      }),
      invalidatesTags: [
        { type: 'Address', id: 'LIST' },
        { type: 'Address', id: 'DEFAULT' },
      ],
    }),
  }),
})

export const {
  useGetUserQuery,
  useUpdateUserMutation,
  useChangePasswordMutation,
  useGetAddressesQuery,
  useGetDefaultAddressQuery,
  useGetAddressByIdQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useSetDefaultAddressMutation,
} = accountApi
