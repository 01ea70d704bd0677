import { zodResolver } from '@hookform/resolvers/zod'
import {
  ReviewReplySchema,
  type ReviewReply,
  type ReviewReplyInput,
} from '@shop/shared/schemas/admin/operations'
import { formatDate } from '@shop/shared/format'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { StatusBadge } from '../../../components/admin/status-badge'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import type { ListTableProps } from '../../../components/admin/list-table'
import { useReplyToReviewMutation, useSetReviewStatusMutation, type AdminReview } from '../admin-service.api'

/** The shop's public answer under a review; blank removes it. Checked with the shared schema. */
function ReplyForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const id = useId()
  const [reply, { isLoading }] = useReplyToReviewMutation()
  const form = useForm<ReviewReplyInput, unknown, ReviewReply>({
    resolver: zodResolver(ReviewReplySchema),
    defaultValues: { reply: review.reply ?? '' },
  })
  const submit = useAdminSave(form, {
    send: (values) => reply({ id: review.id, reply: values.reply }),
    saved: 'Reply saved.',
    onSaved: onDone,
  })
  const error = form.formState.errors.reply?.message
  return (
    <form className="mt-2" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="form-label small mb-1">
        Reply to {review.name}
      </label>
      <textarea
        id={id}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('reply')}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="d-flex gap-2 mt-1">
        <button type="submit" className="btn btn-sm btn-primary" disabled={isLoading}>
          Save reply
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  )
}

function ReviewActions({ review, onReply }: { review: AdminReview; onReply: () => void }) {
  const [setStatus, { isLoading }] = useSetReviewStatusMutation()
  const next = review.status === 'published' ? 'hidden' : 'published'
  return (
    <div className="d-flex flex-wrap gap-1 justify-content-end">
      <button
        type="button"
        className={`btn btn-sm ${next === 'hidden' ? 'btn-outline-secondary' : 'btn-outline-success'}`}
        disabled={isLoading}
        onClick={async () =>
          announceOutcome(
            await setStatus({ id: review.id, status: next }),
            next === 'hidden' ? 'Review hidden.' : 'Review published.',
          )
        }
      >
        {next === 'hidden' ? 'Hide' : 'Publish'}
        <span className="visually-hidden"> the review by {review.name}</span>
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onReply}>
        Reply<span className="visually-hidden"> to {review.name}</span>
      </button>
    </div>
  )
}

type ReviewsTableProps = ListTableProps<AdminReview>

/** Reviews to moderate: publish, hide, reply. */
export function ReviewsTable({ rows, loading, error, sort }: ReviewsTableProps) {
  const timeZone = useShopTimeZone()
  const [replying, setReplying] = useState<number | null>(null)
  return (
    <DataTable
      caption="Reviews"
      rows={rows}
      loading={loading}
      error={error}
      rowKey={(r) => r.id}
      sort={sort}
      empty="No review matches."
      columns={[
        {
          key: 'review',
          header: 'Review',
          cell: (r) => (
            <>
              <div className="fw-semibold">{r.headline}</div>
              <div className="small">{r.review}</div>
              <div className="small text-muted">
                {r.name} · {r.email}
                {r.verified_buyer && ' · verified buyer'} ·{' '}
                <Link to={adminPaths.product(r.product_id)}>{r.product_name}</Link>
              </div>
              {r.reply && replying !== r.id && (
                <div className="small border-start ps-2 mt-1">Shop's reply: {r.reply}</div>
              )}
              {replying === r.id && <ReplyForm review={r} onDone={() => setReplying(null)} />}
              {replying !== r.id && (
                <div className="d-md-none mt-1">
                  <ReviewActions review={r} onReply={() => setReplying(r.id)} />
                </div>
              )}
            </>
          ),
        },
        { key: 'star', header: 'Stars', sort: 'star', numeric: true, cell: (r) => `${r.star}/5` },
        {
          key: 'created_at',
          header: 'Date',
          sort: 'created_at',
          hideBelow: 'md',
          cell: (r) => <span className="text-nowrap">{formatDate(r.created_at, timeZone)}</span>,
        },
        { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
      ]}
      actions={(r) => <ReviewActions review={r} onReply={() => setReplying(r.id)} />}
      actionsHideBelow="md"
    />
  )
}
