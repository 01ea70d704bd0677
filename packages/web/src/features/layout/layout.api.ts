import type { Category, GroupBrands, Promo, SearchSuggestionsResponse } from '@shop/shared/schemas/catalogue'
import type { NewsletterSignup, NewsletterSignupResponse } from '@shop/shared/schemas/newsletter'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { api } from '../../store/api'

/** What the shell (header, menus, footer) reads from the server. */
export const layoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenuCategories: build.query<Category[], void>({
      query: () => 'categories',
      transformResponse: (body: { data: { data: Category[] } }) => body.data.data,
      providesTags: ['Catalogue'],
    }),
    getGroupBrands: build.query<GroupBrands, void>({
      query: () => 'group-brands',
      providesTags: ['Catalogue'],
    }),
    getPromo: build.query<Promo, void>({
      query: () => 'get-promo',
      providesTags: ['Catalogue'],
    }),
    getShopInfo: build.query<ShopInfo, void>({
      query: () => 'shop-info',
    }),
    /**
     * docs/requirements/catalogue-api.md §7: suggestions with picture, price and category, the count for
     * 'See all results' and the typo correction; callers skip blank text and abort the previous call.
     */
    getSearchSuggestions: build.query<SearchSuggestionsResponse, string>({
      query: (text) => ({ url: 'search/suggestions', params: { q: text.trim() } }),
      keepUnusedDataFor: 30,
    }),
    subscribeNewsletter: build.mutation<NewsletterSignupResponse, NewsletterSignup>({
      query: (body) => ({ url: 'newsletter', method: 'POST', body }),
    }),
  }),
})

export const {
  useGetMenuCategoriesQuery,
  useLazyGetGroupBrandsQuery,
  useGetPromoQuery,
  useGetShopInfoQuery,
  useLazyGetSearchSuggestionsQuery,
  useSubscribeNewsletterMutation,
} = layoutApi
