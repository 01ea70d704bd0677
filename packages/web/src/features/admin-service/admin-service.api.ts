import type { Paged } from '@shop/shared/schemas/admin/common'
import type {
  AdminReviewSchema,
  AdminSubscriptionSchema,
  ContactMessageSchema,
  MailDetailSchema,
  MailSummarySchema,
  NewsletterSignupSchema,
} from '@shop/shared/schemas/admin/operations'
import type { z } from 'zod'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export type AdminReview = z.infer<typeof AdminReviewSchema>
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>
export type ContactMessage = z.infer<typeof ContactMessageSchema>
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>
export type MailSummary = z.infer<typeof MailSummarySchema>
export type MailDetail = z.infer<typeof MailDetailSchema>

/** Reviews, subscriptions, contact messages, newsletter sign-ups and the mail outbox. */
export const adminServiceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<Paged<AdminReview>, ListArgs>({
      query: (query) => ({ url: 'admin/reviews', params: listParams(query) }),
      providesTags: ['Review'],
    }),
    setReviewStatus: build.mutation<
      { message: string; review: AdminReview },
      { id: number; status: 'published' | 'hidden' }
    >({
      query: ({ id, status }) => ({ url: `admin/reviews/${id}/status`, method: 'POST', body: { status } }),
      invalidatesTags: ['Review', ...CHANGE_TAGS],
    }),
    replyToReview: build.mutation<
      { message: string; review: AdminReview },
      { id: number; reply: string | null }
    >({
      query: ({ id, reply }) => ({ url: `admin/reviews/${id}/reply`, method: 'PUT', body: { reply } }),
      invalidatesTags: ['Review', ...CHANGE_TAGS],
    }),

    getAdminSubscriptions: build.query<Paged<AdminSubscription>, ListArgs>({
      query: (query) => ({ url: 'admin/subscriptions', params: listParams(query) }),
      providesTags: ['Subscription'],
    }),
    skipSubscription: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `admin/subscriptions/${id}/skip`, method: 'POST' }),
      invalidatesTags: ['Subscription', 'Customer', ...CHANGE_TAGS],
    }),
    cancelSubscription: build.mutation<{ message: string }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `admin/subscriptions/${id}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Subscription', 'Customer', ...CHANGE_TAGS],
    }),

    getContactMessages: build.query<Paged<ContactMessage>, ListArgs>({
      query: (query) => ({ url: 'admin/contact-messages', params: listParams(query) }),
      providesTags: ['Contact'],
    }),
    markAnswered: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `admin/contact-messages/${id}/answered`, method: 'POST' }),
      invalidatesTags: ['Contact', ...CHANGE_TAGS],
    }),

    getNewsletter: build.query<Paged<NewsletterSignup>, ListArgs>({
      query: (query) => ({ url: 'admin/newsletter', params: listParams(query) }),
      providesTags: ['Newsletter'],
    }),

    getMail: build.query<Paged<MailSummary>, ListArgs>({
      query: (query) => ({ url: 'admin/mail', params: listParams(query) }),
      providesTags: ['Mail'],
    }),
    getMailMessage: build.query<MailDetail, number>({
      query: (id) => `admin/mail/${id}`,
      transformResponse: (body: { mail: MailDetail }) => body.mail,
      providesTags: (_r, _e, id) => [{ type: 'Mail', id }],
    }),
    resendMail: build.mutation<{ message?: string; mail: MailDetail }, number>({
      query: (id) => ({ url: `admin/mail/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['Mail', ...CHANGE_TAGS],
    }),
  }),
})

export const {
  useGetAdminReviewsQuery,
  useSetReviewStatusMutation,
  useReplyToReviewMutation,
  useGetAdminSubscriptionsQuery,
  useSkipSubscriptionMutation,
  useCancelSubscriptionMutation,
  useGetContactMessagesQuery,
  useMarkAnsweredMutation,
  useGetNewsletterQuery,
  useGetMailQuery,
  useGetMailMessageQuery,
  useResendMailMutation,
} = adminServiceApi
