import '../content.css'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatArticleDate, type BlogArticle } from '../blog-articles'

/** Link to one article of /blog-details. */
export function blogArticlePath(slug: string): string {
  return `${paths.blogDetails}?slug=${encodeURIComponent(slug)}`
}

/** /blog: a card per article, newest first. */
export function BlogList({ articles }: { articles: BlogArticle[] }) {
  return (
    <section aria-labelledby="blog-title">
      <header className="mb-4">
        <h1 id="blog-title" className="h2">
          Health blog
        </h1>
        <p className="text-body-secondary mb-0">
          Practical advice from our pharmacists, nurses and mobility specialists.
        </p>
      </header>
      <ul className="row g-4 list-unstyled">
        {articles.map((a) => (
          <li key={a.slug} className="col-12 col-md-6 col-lg-4">
            <article className="card h-100 blog-card">
              <div className="card-body d-flex flex-column">
                <p className="blog-topic small text-uppercase fw-semibold mb-2">{a.topic}</p>
                <h2 className="h5 card-title">
                  <Link
                    className="stretched-link text-reset text-decoration-none"
                    to={blogArticlePath(a.slug)}
                  >
                    {a.title}
                  </Link>
                </h2>
                <p className="small text-body-secondary mb-2">
                  <time dateTime={a.date}>{formatArticleDate(a.date)}</time> · {a.author}
                </p>
                <p className="card-text flex-grow-1">{a.excerpt}</p>
                <span className="blog-read-more fw-semibold" aria-hidden="true">
                  Read article →
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
