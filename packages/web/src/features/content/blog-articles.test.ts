import { describe, expect, it } from 'vitest'
import { findBlogArticle, formatArticleDate, listBlogArticles } from './blog-articles'

describe('blog articles', () => {
  it('lists at least six complete articles, newest first, with unique slugs', () => {
    const all = listBlogArticles()
    expect(all.length).toBeGreaterThanOrEqual(6)
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length)
    expect(all.map((a) => a.date)).toEqual([...all.map((a) => a.date)].sort().reverse())
    for (const a of all) {
      expect(a.title && a.author && a.excerpt).toBeTruthy()
      expect(a.body.filter((p) => !p.startsWith('## ')).length).toBeGreaterThanOrEqual(4)
    }
  })

  it('finds an article by slug, the newest without one, and nothing for an unknown slug', () => {
    const newest = listBlogArticles()[0]!
    expect(findBlogArticle(null)).toBe(newest)
    const other = listBlogArticles()[3]!
    expect(findBlogArticle(other.slug)).toBe(other)
    expect(findBlogArticle('no-such-article')).toBeUndefined()
  })

  it('writes dates as day, month name and year', () => {
    expect(formatArticleDate('2026-06-02')).toBe('2 June 2026')
    expect(formatArticleDate('2026-10-28')).toBe('28 October 2026')
  })
})
