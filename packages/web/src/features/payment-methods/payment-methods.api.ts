import type {
  PaymentMethodChangeResponse,
  PaymentMethodsResponse,
} from '@shop/shared/schemas/payment-methods'
import { api } from '../../store/api'

/** 'My account > Payment methods': the customer's saved cards. */
export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethodsResponse, void>({
      query: () => 'customer/payment-methods',
      providesTags: ['PaymentMethod'],
    }),
    // Only the card element's one-use token is sent: the card itself never reaches the shop.
    addPaymentMethod: build.mutation<PaymentMethodChangeResponse, { paymentToken: string }>({
      query: (body) => ({ url: 'customer/payment-methods', method: 'POST', body }),
      invalidatesTags: ['PaymentMethod'],
    }),
    setDefaultPaymentMethod: build.mutation<PaymentMethodChangeResponse, number>({
      query: (id) => ({ url: `customer/payment-methods/${id}/default`, method: 'POST' }),
      invalidatesTags: ['PaymentMethod'],
    }),
    removePaymentMethod: build.mutation<PaymentMethodChangeResponse, number>({
      query: (id) => ({ url: `customer/payment-methods/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PaymentMethod', 'Subscription'],
    }),
  }),
})

export const {
  useGetPaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useSetDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} = paymentMethodsApi
