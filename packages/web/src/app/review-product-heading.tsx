import { CARD_IMAGE_SIZE } from '@shop/shared/constants'
import { compressedImageUrl, PLACEHOLDER_IMAGE } from '@shop/shared/images'
import { Link } from 'react-router'
import { ImageWithFallback } from '../components/image-with-fallback'
import { paths } from '../config/paths'
import { useGetProductByIdQuery } from '../features/catalogue/catalogue.api'

/** The product a dashboard review is about: its thumbnail and name (the catalogue's answer). */
export function ReviewProductHeading({ productId }: { productId: number }) {
  const { data: product, isError } = useGetProductByIdQuery(productId)
  if (isError) return <p className="text-danger mb-0">This product could not be loaded.</p>
  if (!product)
    return (
      <p className="mb-0" role="status">
        Loading...
      </p>
    )
  return (
    <div className="d-flex align-items-center gap-3">
      <ImageWithFallback
        src={compressedImageUrl(
          product.thumbnail_compress,
          CARD_IMAGE_SIZE,
          product.thumbnail || PLACEHOLDER_IMAGE,
        )}
        alt=""
        width={72}
        height={72}
        className="rounded border bg-white object-fit-contain flex-shrink-0"
      />
      <p className="h6 mb-0">
        <Link to={paths.productDetail(product.slug)}>{product.product_name}</Link>
      </p>
    </div>
  )
}
