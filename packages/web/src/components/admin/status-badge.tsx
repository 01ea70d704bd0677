const tones: Record<string, string> = {
  pending: 'text-bg-warning',
  processing: 'text-bg-info',
  shipped: 'text-bg-primary',
  'out for delivery': 'text-bg-primary',
  delivered: 'text-bg-success',
  cancelled: 'text-bg-secondary',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  refunded: 'text-bg-secondary',
  declined: 'text-bg-danger',
  'awaiting payment': 'text-bg-warning',
  'ready for pickup': 'text-bg-primary',
  'waiting for stock': 'text-bg-warning',
  'stock in': 'text-bg-success',
  published: 'text-bg-success',
  hidden: 'text-bg-secondary',
  available: 'text-bg-success',
  held: 'text-bg-warning',
  quarantined: 'text-bg-danger',
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  expired: 'text-bg-secondary',
  scheduled: 'text-bg-info',
  'used up': 'text-bg-secondary',
  blocked: 'text-bg-danger',
  sent: 'text-bg-success',
  waiting: 'text-bg-warning',
  answered: 'text-bg-success',
  unanswered: 'text-bg-warning',
  owner: 'text-bg-primary',
  staff: 'text-bg-info',
}

/** A status as a small coloured label; the word itself carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${tones[status.toLowerCase()] ?? 'text-bg-light border'}`}>{status}</span>
}
