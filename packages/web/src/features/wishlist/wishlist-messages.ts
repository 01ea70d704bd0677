/** The wish list's toasts, word for word as shoppers know them. */
export const WISHLIST_MESSAGES = {
  added: 'product added to wishlist successfully.',
  addFailed: 'Error!',
  deleted: 'Item deleted from wishlist.',
  deleteFailed: 'Error',
} as const
