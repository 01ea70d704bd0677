/** Business constants of docs/requirements/limits.md, shared by browser and server. */
export const PAGE_SIZE = 15
export const SKELETON_CARD_COUNT = 18
export const PAGINATION_MARGIN_PAGES = 2
export const PAGINATION_RANGE_PAGES = 2
export const HEADER_CATEGORY_COUNT = 8
export const STICKY_HEADER_THRESHOLD_PX = 350
export const DEFAULT_SORT_ORDER = 'asc'
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export const MIN_ADD_QUANTITY = 1
export const MAX_ADD_QUANTITY = 20
/** Upper bound of one cart line's quantity, normal or pre-order: what the quantity pickers offer. */
export const MAX_LINE_QUANTITY = MAX_ADD_QUANTITY
export const RELATED_PRODUCTS_LIMIT = 10
export const SEARCH_SUGGESTION_LIMIT = 10

export const ZIPCODE_MAX_LENGTH = 6
export const PHONE_MAX_LENGTH = 13
/** Registration and profile phones: at most this many digits (spaces and a leading + not counted)... */
export const PHONE_MAX_DIGITS = 13
/** ...and at most this many characters as typed, so '+1 441 295 0000' fits. */
export const PHONE_NUMBER_MAX_LENGTH = 20
/** At least 8 characters (docs/decisions/0011-passwords-of-at-least-8-characters.md). */
export const PASSWORD_MIN_LENGTH = 8
/** The reset code has 6 digits (docs/decisions/0010-password-reset-code-made-by-the-server.md). */
export const RESET_CODE_LENGTH = 6
export const RESET_CODE_TTL_MINUTES = 10
export const RESET_CODE_MAX_ATTEMPTS = 5
/** The code mailed when a login comes from an address closed by the failed-accounts ceiling. */
export const LOGIN_CODE_TTL_MINUTES = 10
export const LOGIN_CODE_MAX_ATTEMPTS = 5
export const SECURITY_CODE_LENGTH = 4
export const CAPTCHA_LENGTH = 6

export const RESET_EMAIL_DEBOUNCE_MS = 400
export const LOGIN_DEBOUNCE_MS = 1000
export const CAPTCHA_ERROR_HIDE_MS = 5000
export const TOAST_AUTO_CLOSE_MS = 5000
/** Short confirmations stay 2 s; 300 ms or 500 ms is too short to read (docs/decisions/0029-toast-durations.md). */
export const SHORT_TOAST_AUTO_CLOSE_MS = 2000
export const CAROUSEL_AUTOPLAY_DELAY_MS = 3000

export const CURRENCY_PREFIX = 'US $'
export const IMAGE_SIZES = ['300px', '800px'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]
export const CARD_IMAGE_SIZE: ImageSize = '300px'
export const DETAIL_IMAGE_SIZE: ImageSize = '800px'

export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const STAR_MIN = 1
export const STAR_MAX = 5

// The storefront's first load needs these without zod: the schemas re-export them.
/** 'N ★ & up' filters and facets. */
export const RATING_FILTERS = [4, 3, 2, 1] as const
export type RatingFilter = (typeof RATING_FILTERS)[number]
/** At most this many slugs in one `category` or `brand` filter. */
export const MAX_FILTER_SLUGS = 20
/** The country shipping estimates assume until the shopper names one: the shop's home. */
export const DEFAULT_SHIPPING_COUNTRY = 'Bermuda'

/** Longest reorder-list name (zod-free here, so a form on a first-loaded page can show it). */
export const LIST_NAME_MAX = 80
