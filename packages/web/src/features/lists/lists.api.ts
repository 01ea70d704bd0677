import type {
  AddListItems,
  ReorderList,
  ReorderListResponse,
  ReorderListsResponse,
} from '@shop/shared/schemas/lists'
import type { CartFillResponse } from '@shop/shared/schemas/saved-cart'
import { api } from '../../store/api'

export type { ReorderList }

/** A list's line: the product's single piece, or one of its packs (`?pack=CODE`). */
function lineUrl(listId: number, productId: number, pack: string | null) {
  const url = `customer/lists/${listId}/items/${productId}`
  return pack ? `${url}?pack=${encodeURIComponent(pack)}` : url
}

/** Reorder lists (GET/POST /api/customer/lists and their lines); each answer is the list as it is now. */
export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLists: build.query<ReorderList[], void>({
      query: () => 'customer/lists',
      transformResponse: (body: ReorderListsResponse) => body.data,
      providesTags: ['List'],
    }),
    createList: build.mutation<ReorderList, string>({
      query: (name) => ({ url: 'customer/lists', method: 'POST', body: { name } }),
      transformResponse: (body: ReorderListResponse) => body.data,
      invalidatesTags: ['List'],
    }),
    renameList: build.mutation<ReorderList, { listId: number; name: string }>({
      query: ({ listId, name }) => ({ url: `customer/lists/${listId}`, method: 'PATCH', body: { name } }),
      transformResponse: (body: ReorderListResponse) => body.data,
      invalidatesTags: ['List'],
    }),
    deleteList: build.mutation<void, number>({
      query: (listId) => ({ url: `customer/lists/${listId}`, method: 'DELETE' }),
      invalidatesTags: ['List'],
    }),
    addListItems: build.mutation<ReorderList, { listId: number } & AddListItems>({
      query: ({ listId, items }) => ({
        url: `customer/lists/${listId}/items`,
        method: 'POST',
        body: { items },
      }),
      transformResponse: (body: ReorderListResponse) => body.data,
      invalidatesTags: ['List'],
    }),
    setListItemQuantity: build.mutation<
      ReorderList,
      { listId: number; productId: number; pack: string | null; qty: number }
    >({
      query: ({ listId, productId, pack, qty }) => ({
        url: lineUrl(listId, productId, pack),
        method: 'PUT',
        body: { qty },
      }),
      transformResponse: (body: ReorderListResponse) => body.data,
      invalidatesTags: ['List'],
    }),
    removeListItem: build.mutation<ReorderList, { listId: number; productId: number; pack: string | null }>({
      query: ({ listId, productId, pack }) => ({
        url: lineUrl(listId, productId, pack),
        method: 'DELETE',
      }),
      transformResponse: (body: ReorderListResponse) => body.data,
      invalidatesTags: ['List'],
    }),
    listToCart: build.mutation<CartFillResponse, { listId: number; interval?: number }>({
      query: ({ listId, interval }) => ({
        url: `customer/lists/${listId}/to-cart`,
        method: 'POST',
        body: interval ? { interval } : {},
      }),
    }),
  }),
})

export const {
  useGetListsQuery,
  useCreateListMutation,
  useRenameListMutation,
  useDeleteListMutation,
  useAddListItemsMutation,
  useSetListItemQuantityMutation,
  useRemoveListItemMutation,
  useListToCartMutation,
} = listsApi
