import { Link } from 'react-router'

interface SaveOrCancelProps {
  /** The submit button's text: 'Save Address', 'Update Profile'. */
  label: string
  /** While saving the submit button waits and says 'Saving...'. */
  saving: boolean
  /** Cancel leaves for a page, or runs a function (closing an inline form). */
  cancel: { to: string } | { onClick: () => void }
  className?: string
}

/** A form's submit button and its Cancel. */
export function SaveOrCancel({
  label,
  saving,
  cancel,
  className = 'd-flex flex-wrap gap-2',
}: SaveOrCancelProps) {
  return (
    <div className={className}>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving...' : label}
      </button>
      {'to' in cancel ? (
        <Link className="btn btn-outline-secondary" to={cancel.to}>
          Cancel
        </Link>
      ) : (
        <button type="button" className="btn btn-outline-secondary" onClick={cancel.onClick}>
          Cancel
        </button>
      )}
    </div>
  )
}
