import type { ContactInput, MessageResponse } from '@shop/shared/schemas/account'
import { api } from '../../store/api'

/** POST contacts (spec 7): the contact page's message to the shop. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageResponse, ContactInput>({
      query: (body) => ({ url: 'contacts', method: 'POST', body }),
    }),
  }),
})

export const { useSendContactMessageMutation } = contactApi
