import { Link } from 'react-router'
import { ProductThumbnail } from '../components/product-thumbnail'
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
      <ProductThumbnail
        compressed={product.thumbnail_compress}
        original={product.thumbnail}
        size={72}
        loading="eager"
      />
      <p className="h6 mb-0">
        <Link to={paths.productDetail(product.slug)}>{product.product_name}</Link>
      </p>
    </div>
  )
}
