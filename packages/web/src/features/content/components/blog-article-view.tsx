import '../content.css'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatArticleDate, type BlogArticle } from '../blog-articles'
import { blogArticlePath } from './blog-list'

const RECENT_POSTS = 5

/** /blog-details: one article with a 'Recent posts' sidebar (docs/requirements/storefront.md §8). */
export function BlogArticleView({ article, all }: { article: BlogArticle; all: BlogArticle[] }) {
  const recent = all.filter((a) => a.slug !== article.slug).slice(0, RECENT_POSTS)
  return (
    <div className="row g-4">
      <article className="col-lg-8" aria-labelledby="article-title">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb small">
            <li className="breadcrumb-item">
              <Link to={paths.blog}>Blog</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {article.topic}
            </li>
          </ol>
        </nav>
        <h1 id="article-title" className="h2">
          {article.title}
        </h1>
        <p className="text-body-secondary">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.author}
        </p>
        <div className="article-body">
          {article.body.map((para, i) =>
            para.startsWith('## ') ? (
              <h2 key={i} className="h5 mt-4">
                {para.slice(3)}
              </h2>
            ) : (
              <p key={i}>{para}</p>
            ),
          )}
        </div>
        <p className="small text-body-secondary border-top pt-3 mt-4">
          This article is general information, not medical advice. Ask your doctor, nurse or pharmacist about
          your own situation.
        </p>
      </article>
      <aside className="col-lg-4" aria-labelledby="recent-posts-title">
        <div className="card card-body">
          <h2 id="recent-posts-title" className="h5">
            Recent posts
          </h2>
          <ul className="list-unstyled mb-0">
            {recent.map((a) => (
              <li key={a.slug} className="py-2 border-bottom">
                <Link to={blogArticlePath(a.slug)}>{a.title}</Link>
                <div className="small text-body-secondary">
                  <time dateTime={a.date}>{formatArticleDate(a.date)}</time>
                </div>
              </li>
            ))}
          </ul>
          <Link className="btn btn-outline-primary btn-sm mt-3 align-self-start" to={paths.blog}>
            All articles
          </Link>
        </div>
      </aside>
    </div>
  )
}
