import 'react-loading-skeleton/dist/skeleton.css'
import { useMemo } from 'react'
import { errorMessage } from '../../store/api'
import { groupBrands } from '../../features/content/brand-groups'
import { BrandDirectory } from '../../features/content/components/brand-directory'
import { useGetBrandListQuery } from '../../features/content/content.api'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function BrandsPage() {
  useDocumentTitle('All brands')
  const { data, error, isLoading } = useGetBrandListQuery()
  const groups = useMemo(() => (data ? groupBrands(data) : undefined), [data])
  return (
    <BrandDirectory
      groups={groups}
      isLoading={isLoading}
      error={error ? errorMessage(error, 'The brands could not be loaded. Please try again.') : undefined}
    />
  )
}
