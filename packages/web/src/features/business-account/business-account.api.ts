import type {
  BusinessAccountApplication,
  CustomerBusinessAccount,
} from '@shop/shared/schemas/business-accounts'
import type {
  ChangeMemberRole,
  InviteMember,
  JoinedAccount,
  Team,
} from '@shop/shared/schemas/business-account-team'
import type {
  Approval,
  ApprovalList,
  ApprovalSettings,
  ApproveOrder,
  MemberLimits,
  NewApprovalRule,
} from '@shop/shared/schemas/business-account-approvals'
import { api } from '../../store/api'

/** The customer's business account: pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md). */
export const businessAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinessAccount: build.query<CustomerBusinessAccount, { from?: string; to?: string } | void>({
      query: (range) => ({ url: 'customer/business-account', params: range ?? {} }),
      providesTags: ['BusinessAccount'],
    }),
    /** The statement as CSV text; the page hands it to the browser as a file. */
    downloadStatement: build.mutation<string, { from: string; to: string }>({
      query: (range) => ({
        url: 'customer/business-account/statement.csv',
        params: range,
        responseHandler: 'text',
      }),
    }),
    applyForBusinessAccount: build.mutation<CustomerBusinessAccount, BusinessAccountApplication>({
      query: (body) => ({ url: 'customer/business-account', method: 'POST', body }),
      invalidatesTags: ['BusinessAccount'],
    }),
    // The owner's team (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md).
    getTeam: build.query<Team, void>({
      query: () => 'customer/business-account/members',
      providesTags: ['BusinessAccount'],
    }),
    inviteMember: build.mutation<Team, InviteMember>({
      query: (body) => ({ url: 'customer/business-account/invitations', method: 'POST', body }),
      invalidatesTags: ['BusinessAccount'],
    }),
    resendInvitation: build.mutation<Team, number>({
      query: (id) => ({ url: `customer/business-account/invitations/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['BusinessAccount'],
    }),
    cancelInvitation: build.mutation<Team, number>({
      query: (id) => ({ url: `customer/business-account/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BusinessAccount'],
    }),
    changeMemberRole: build.mutation<Team, { id: number } & ChangeMemberRole>({
      query: ({ id, role }) => ({
        url: `customer/business-account/members/${id}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: ['BusinessAccount'],
    }),
    removeMember: build.mutation<Team, number>({
      query: (id) => ({ url: `customer/business-account/members/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BusinessAccount'],
    }),
    // Spending limits, approval rules and the Approvers' queue.
    getApprovalSettings: build.query<ApprovalSettings, void>({
      query: () => 'customer/business-account/approval-settings',
      providesTags: ['BusinessAccount'],
    }),
    setMemberLimits: build.mutation<ApprovalSettings, { id: number } & MemberLimits>({
      query: ({ id, ...body }) => ({
        url: `customer/business-account/members/${id}/limits`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['BusinessAccount'],
    }),
    addApprovalRule: build.mutation<ApprovalSettings, NewApprovalRule>({
      query: (body) => ({ url: 'customer/business-account/approval-rules', method: 'POST', body }),
      invalidatesTags: ['BusinessAccount'],
    }),
    removeApprovalRule: build.mutation<ApprovalSettings, number>({
      query: (id) => ({ url: `customer/business-account/approval-rules/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BusinessAccount'],
    }),
    getApprovalQueue: build.query<ApprovalList, void>({
      query: () => 'customer/business-account/approvals',
      providesTags: ['BusinessAccount'],
    }),
    getMyApprovals: build.query<ApprovalList, void>({
      query: () => 'customer/business-account/approvals/mine',
      providesTags: ['BusinessAccount'],
    }),
    approveOrder: build.mutation<Approval, { id: number } & ApproveOrder>({
      query: ({ id, ...body }) => ({
        url: `customer/business-account/approvals/${id}/approve`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BusinessAccount', 'Order'],
    }),
    rejectOrder: build.mutation<Approval, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `customer/business-account/approvals/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['BusinessAccount'],
    }),
    acceptInvitation: build.mutation<JoinedAccount, string>({
      query: (token) => ({
        url: 'customer/business-account/invitations/accept',
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['BusinessAccount'],
    }),
  }),
})

export const {
  useGetApprovalSettingsQuery,
  useSetMemberLimitsMutation,
  useAddApprovalRuleMutation,
  useRemoveApprovalRuleMutation,
  useGetApprovalQueueQuery,
  useGetMyApprovalsQuery,
  useApproveOrderMutation,
  useRejectOrderMutation,
  useGetBusinessAccountQuery,
  useApplyForBusinessAccountMutation,
  useDownloadStatementMutation,
  useGetTeamQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useCancelInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useAcceptInvitationMutation,
} = businessAccountApi
