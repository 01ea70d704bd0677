import { useEffect, useId, useRef } from 'react'

interface RichTextEditorProps {
  label: string
  value: string
  onChange: (html: string) => void
  error?: string
  hint?: string
}

const COMMANDS = [
  { command: 'bold', label: 'Bold', text: 'B', shortcut: 'Ctrl+B' },
  { command: 'italic', label: 'Italic', text: 'I', shortcut: 'Ctrl+I' },
  { command: 'formatBlock:h3', label: 'Heading', text: 'H' },
  { command: 'formatBlock:p', label: 'Paragraph', text: '¶' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '• List' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1. List' },
  { command: 'createLink', label: 'Link', text: 'Link' },
  { command: 'unlink', label: 'Remove link', text: 'Unlink' },
] as const

/**
 * A small rich-text editor for product descriptions: paragraphs, a heading level, bold, italic,
 * lists and links. It edits HTML in the browser; the server keeps only its allow-list of tags and
 * attributes (docs/requirements/back-office.md §4), so nothing typed here can run script in the shop.
 * The toolbar is one tab stop, moved through with the arrow keys (the ARIA toolbar pattern).
 */
export function RichTextEditor({ label, value, onChange, error, hint }: RichTextEditorProps) {
  const id = useId()
  const area = useRef<HTMLDivElement>(null)
  const toolbar = useRef<HTMLDivElement>(null)

  // The editor owns its DOM while typing; only a value from outside (loading a product) is written in.
  useEffect(() => {
    const el = area.current
    if (el && el.innerHTML !== value) el.innerHTML = value
  }, [value])

  const onFocus = () => {
    // New lines become paragraphs, which the server's allow-list keeps (not bare divs).
    document.execCommand('defaultParagraphSeparator', false, 'p')
  }

  const run = (command: (typeof COMMANDS)[number]['command']) => {
    area.current?.focus()
    if (command === 'createLink') {
      const url = window.prompt('Link address (https://…, mailto:… or a path like /deals)')
      if (!url) return
      document.execCommand('createLink', false, url.trim())
    } else if (command.startsWith('formatBlock:')) {
      document.execCommand('formatBlock', false, command.slice('formatBlock:'.length))
    } else {
      document.execCommand(command)
    }
    onChange(area.current?.innerHTML ?? '')
  }

  const onToolbarKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return
    const buttons = Array.from(toolbar.current?.querySelectorAll('button') ?? [])
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : (at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length
    buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1))
    buttons[next]?.focus()
    e.preventDefault()
  }

  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-3">
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      <div className={`rte${error ? ' border-danger' : ''}`}>
        <div
          ref={toolbar}
          className="rte-toolbar"
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
        >
          {COMMANDS.map((c, i) => (
            <button
              key={c.command}
              type="button"
              className="btn btn-sm btn-light border"
              tabIndex={i === 0 ? 0 : -1}
              aria-label={c.label}
              title={'shortcut' in c ? `${c.label} (${c.shortcut})` : c.label}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.command)}
            >
              <span
                aria-hidden="true"
                className={
                  c.command === 'bold' ? 'fw-bold' : c.command === 'italic' ? 'fst-italic' : undefined
                }
              >
                {c.text}
              </span>
            </button>
          ))}
        </div>
        <div
          ref={area}
          id={id}
          className="rte-area"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          onFocus={onFocus}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          onBlur={(e) => onChange(e.currentTarget.innerHTML)}
        />
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  )
}
