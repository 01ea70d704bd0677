import { listBlogArticles } from '../../features/content/blog-articles'
import { BlogList } from '../../features/content/components/blog-list'
import { useDocumentTitle } from '../../lib/use-document-title'

export default function BlogPage() {
  useDocumentTitle('Health blog')
  return <BlogList articles={listBlogArticles()} />
}
