import { escapeHtml } from '../seo/seo.html'

/**
 * A one-message page the server answers itself (a link opened from a mail), drawn like the shop's
 * pages: its name in the teal bar, a card on the grey page, the shop's button. Self-contained, as
 * the built stylesheet's hashed name is the web app's business.
 */
export function noticePage(shopName: string, page: { title: string; heading: string; lines: string[] }) {
  const paragraphs = page.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} · ${escapeHtml(shopName)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529;background:#f4f6f8;line-height:1.5}
header{background:#0b5567;color:#fff;padding:14px 20px;font-weight:600;font-size:1.15rem}
header a{color:#fff;text-decoration:none}
main{max-width:560px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:1.5rem;margin:0 0 12px}
p{margin:0 0 12px}
.btn{display:inline-block;margin-top:8px;padding:8px 16px;border-radius:6px;background:#0b5567;color:#fff;text-decoration:none}
</style></head><body><header><a href="/">${escapeHtml(shopName)}</a></header><main><div class="card"><h1>${escapeHtml(page.heading)}</h1>${paragraphs}<a class="btn" href="/">Back to the shop</a></div></main></body></html>`
}
