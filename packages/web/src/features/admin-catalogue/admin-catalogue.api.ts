import type { z } from 'zod'
import type {
  AdminProductDetail,
  AdminProductSummary,
  BrandGroupSchema,
  BrandInput,
  BrandSchema,
  CategorySchema,
  CategoryInput,
  CsvImportResponse,
  Picture,
  ProductInput,
  PromoInput,
  PromoSchema,
} from '@shop/shared/schemas/admin/catalogue'
import type { AdminMessage, Paged } from '@shop/shared/schemas/admin/common'
import { adminApi, CHANGE_TAGS, listParams, type ListArgs } from '../../store/admin-api'

export type AdminCategory = z.infer<typeof CategorySchema>
export type AdminBrand = z.infer<typeof BrandSchema>
export type AdminBrandGroup = z.infer<typeof BrandGroupSchema>
export type AdminPromo = z.infer<typeof PromoSchema>

type ProductAnswer = { message?: string; product: AdminProductDetail }
type PicturesAnswer = { pictures: Picture[] }

const catalogueChange = ['Product', 'Catalogue', ...CHANGE_TAGS] as const

export const adminCatalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<Paged<AdminProductSummary>, ListArgs>({
      query: (query) => ({ url: 'admin/products', params: listParams(query) }),
      providesTags: ['Product'],
    }),
    getAdminProduct: build.query<AdminProductDetail, number>({
      query: (id) => `admin/products/${id}`,
      transformResponse: (body: ProductAnswer) => body.product,
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<ProductAnswer, ProductInput>({
      query: (body) => ({ url: 'admin/products', method: 'POST', body }),
      invalidatesTags: [...catalogueChange],
    }),
    updateProduct: build.mutation<ProductAnswer, { id: number; body: ProductInput }>({
      query: ({ id, body }) => ({ url: `admin/products/${id}`, method: 'PUT', body }),
      invalidatesTags: [...catalogueChange],
    }),
    publishProduct: build.mutation<ProductAnswer, { id: number; published: boolean }>({
      query: ({ id, published }) => ({
        url: `admin/products/${id}/publish`,
        method: 'PATCH',
        body: { published },
      }),
      invalidatesTags: [...catalogueChange],
    }),
    deleteProduct: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: [...catalogueChange],
    }),
    uploadPicture: build.mutation<PicturesAnswer, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData()
        body.append('file', file)
        return { url: `admin/products/${id}/pictures`, method: 'POST', body }
      },
      invalidatesTags: [...catalogueChange],
    }),
    reorderPictures: build.mutation<PicturesAnswer, { id: number; pictureIds: number[] }>({
      query: ({ id, pictureIds }) => ({
        url: `admin/products/${id}/pictures/order`,
        method: 'PUT',
        body: { picture_ids: pictureIds },
      }),
      invalidatesTags: [...catalogueChange],
    }),
    deletePicture: build.mutation<PicturesAnswer, { id: number; pictureId: number }>({
      query: ({ id, pictureId }) => ({ url: `admin/products/${id}/pictures/${pictureId}`, method: 'DELETE' }),
      invalidatesTags: [...catalogueChange],
    }),
    importProducts: build.mutation<CsvImportResponse, File>({
      query: (file) => {
        const body = new FormData()
        body.append('file', file)
        return { url: 'admin/products/import', method: 'POST', body }
      },
      invalidatesTags: [...catalogueChange],
    }),

    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => 'admin/categories',
      transformResponse: (body: { items: AdminCategory[] }) => body.items,
      providesTags: ['Catalogue'],
    }),
    saveCategory: build.mutation<{ message: string }, { id?: number; body: CategoryInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/categories/${id}`, method: 'PUT', body }
          : { url: 'admin/categories', method: 'POST', body },
      invalidatesTags: [...catalogueChange],
    }),
    deleteCategory: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: [...catalogueChange],
    }),

    getAdminBrands: build.query<AdminBrand[], void>({
      query: () => 'admin/brands',
      transformResponse: (body: { items: AdminBrand[] }) => body.items,
      providesTags: ['Catalogue'],
    }),
    saveBrand: build.mutation<{ message: string }, { id?: number; body: BrandInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/brands/${id}`, method: 'PUT', body }
          : { url: 'admin/brands', method: 'POST', body },
      invalidatesTags: [...catalogueChange],
    }),
    deleteBrand: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/brands/${id}`, method: 'DELETE' }),
      invalidatesTags: [...catalogueChange],
    }),
    getBrandGroups: build.query<AdminBrandGroup[], void>({
      query: () => 'admin/brand-groups',
      transformResponse: (body: { items: AdminBrandGroup[] }) => body.items,
      providesTags: ['Catalogue'],
    }),
    renameBrandGroup: build.mutation<{ items: AdminBrandGroup[] }, { name: string; newName: string }>({
      query: ({ name, newName }) => ({
        url: `admin/brand-groups/${encodeURIComponent(name)}`,
        method: 'PUT',
        body: { name: newName },
      }),
      invalidatesTags: [...catalogueChange],
    }),

    getAdminPromos: build.query<AdminPromo[], void>({
      query: () => 'admin/promos',
      transformResponse: (body: { items: AdminPromo[] }) => body.items,
      providesTags: ['Catalogue'],
    }),
    savePromo: build.mutation<{ message: string }, { id?: number; body: PromoInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/promos/${id}`, method: 'PUT', body }
          : { url: 'admin/promos', method: 'POST', body },
      invalidatesTags: [...catalogueChange],
    }),
    deletePromo: build.mutation<AdminMessage, number>({
      query: (id) => ({ url: `admin/promos/${id}`, method: 'DELETE' }),
      invalidatesTags: [...catalogueChange],
    }),

    getDeals: build.query<AdminProductSummary[], void>({
      query: () => 'admin/deals',
      transformResponse: (body: { items: AdminProductSummary[] }) => body.items,
      providesTags: ['Product'],
    }),
    saveDeals: build.mutation<{ items: AdminProductSummary[] }, number[]>({
      query: (productIds) => ({ url: 'admin/deals', method: 'PUT', body: { product_ids: productIds } }),
      invalidatesTags: [...catalogueChange],
    }),
  }),
})

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  usePublishProductMutation,
  useDeleteProductMutation,
  useUploadPictureMutation,
  useReorderPicturesMutation,
  useDeletePictureMutation,
  useImportProductsMutation,
  useGetAdminCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminBrandsQuery,
  useSaveBrandMutation,
  useDeleteBrandMutation,
  useGetBrandGroupsQuery,
  useRenameBrandGroupMutation,
  useGetAdminPromosQuery,
  useSavePromoMutation,
  useDeletePromoMutation,
  useGetDealsQuery,
  useSaveDealsMutation,
} = adminCatalogueApi
