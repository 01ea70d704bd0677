import { WISHLIST_MESSAGES as SERVER_MESSAGES } from '@shop/shared/wishlist-messages'

/** The wish list's toasts, word for word as shoppers know them. */
export const WISHLIST_MESSAGES = {
  added: SERVER_MESSAGES.added,
  addFailed: 'Error!',
  deleted: SERVER_MESSAGES.deleted,
  deleteFailed: 'Error',
} as const
