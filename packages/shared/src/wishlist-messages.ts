/** The wish list's answers, word for word (docs/requirements/messages.md). */
export const WISHLIST_MESSAGES = {
  added: 'Product added to wishlist successfully.',
  alreadyListed: 'Product is already on your wishlist.',
  deleted: 'Item deleted from wishlist.',
  notFound: 'Wishlist item not found.',
  productNotFound: 'Product not found.',
} as const
