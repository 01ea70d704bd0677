import { useSearchParams } from 'react-router'
import { findBlogArticle, listBlogArticles } from '../../features/content/blog-articles'
import { BlogArticleView } from '../../features/content/components/blog-article-view'
import { NotFound } from '../../features/content/components/not-found'
import { useDocumentTitle } from '../../lib/use-document-title'

/** /blog-details?slug=...: one article; without a slug, the newest. */
export default function BlogDetailsPage() {
  const [params] = useSearchParams()
  const article = findBlogArticle(params.get('slug'))
  useDocumentTitle(article ? article.title : 'Article not found')
  if (!article) {
    return <NotFound title="Article not found" message="Sorry, we could not find that article." />
  }
  return <BlogArticleView article={article} all={listBlogArticles()} />
}
