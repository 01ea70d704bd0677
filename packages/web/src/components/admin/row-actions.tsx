interface EditDeleteActionsProps {
  /** Names the row for screen readers: 'Change First Aid'. */
  name: string
  onEdit: () => void
  onDelete: () => void
  busy?: boolean
  /** Why delete is not offered (products use it), or nothing. */
  deleteBlocked?: string
}

/** A row's Change and Delete buttons, named with the row for screen readers. */
export function EditDeleteActions({ name, onEdit, onDelete, busy, deleteBlocked }: EditDeleteActionsProps) {
  return (
    <div className="d-flex gap-1 justify-content-end">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
        Change<span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={busy || Boolean(deleteBlocked)}
        title={deleteBlocked}
        onClick={onDelete}
      >
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  )
}
