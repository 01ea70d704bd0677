import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import {
  ErasureRequestSchema,
  PRIVACY_DOWNLOAD_HOURS,
  type ErasureRequest,
  type PrivacyDownload,
} from '@shop/shared/schemas/privacy'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/form-field'
import { toast } from '../../../lib/toast'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import {
  useFetchDownloadMutation,
  useGetPrivacyQuery,
  useRequestDownloadMutation,
  useRequestErasureMutation,
} from '../privacy.api'

const PURPOSES: Record<string, string> = {
  newsletter: 'Newsletter',
  cart_reminders: 'Forgotten-cart reminders',
}

const SOURCES: Record<string, string> = {
  registration: 'at registration',
  profile: 'in your profile',
  newsletter_form: 'with the newsletter form',
  unsubscribe_link: 'with an unsubscribe link',
  erasure: 'by erasure',
}

/** Hands one ready download's zip to the browser as a file. */
function DownloadLink({ download }: { download: PrivacyDownload }) {
  const [fetchZip, { isLoading }] = useFetchDownloadMutation()
  const [error, setError] = useState<string | null>(null)
  const onClick = async () => {
    setError(null)
    try {
      const url = await fetchZip(download.id).unwrap()
      const link = document.createElement('a')
      link.href = url
      link.download = `my-data-${download.requested_at.slice(0, 10)}.zip`
      link.click()
      URL.revokeObjectURL(url)
    } catch (err) {
      setError(errorMessage(err, 'The download could not be fetched.'))
    }
  }
  return (
    <>
      <button type="button" className="btn btn-link p-0" onClick={() => void onClick()} disabled={isLoading}>
        Download the zip
      </button>
      {error ? (
        <span className="text-danger small ms-2" role="alert">
          {error}
        </span>
      ) : null}
    </>
  )
}

/** Asks for erasure with the password again; the session ends once it is done. */
function ErasureForm({ onErased }: { onErased: () => void }) {
  const [erase, { isLoading }] = useRequestErasureMutation()
  const [confirming, setConfirming] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ErasureRequest>({
    resolver: zodResolver(ErasureRequestSchema),
    defaultValues: { password: '' },
  })

  const onSubmit = async (body: ErasureRequest) => {
    try {
      const done = await erase(body).unwrap()
      toast.success(done.message)
      // The token no longer works: the session ends as a logout does (the page says how).
      onErased()
    } catch (error) {
      const message = fieldErrorsOf(error)?.password?.[0]
      if (message) setError('password', { message })
      else toast.error(errorMessage(error, 'Your data could not be erased. Please try again.'))
    }
  }

  if (!confirming) {
    return (
      <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
        Erase my personal information
      </button>
    )
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Erase my personal information">
      <p>
        This cannot be undone. Your account closes and you are signed out. What the law requires us to keep
        (orders&apos; totals, payments and invoices, product lots and recall records, licence records) is kept
        without your name, e-mail, phone or address.
      </p>
      <FormField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        registration={register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className="btn btn-danger me-2" disabled={isLoading}>
        {isLoading ? 'Erasing...' : 'Erase everything'}
      </button>
      <button type="button" className="btn btn-link" onClick={() => setConfirming(false)}>
        Cancel
      </button>
    </form>
  )
}

/**
 * 'My account > Privacy': the consents on record, a download of everything held, and erasure.
 * `onErased` ends the session once the customer is erased.
 */
export function PrivacyScreen({ onErased }: { onErased: () => void }) {
  const { data, isLoading, isError } = useGetPrivacyQuery()
  const [requestDownload, download] = useRequestDownloadMutation()

  const onDownload = async () => {
    try {
      await requestDownload().unwrap()
      toast.success(`Your download is ready; its link works for ${PRIVACY_DOWNLOAD_HOURS} hours.`)
    } catch (error) {
      toast.error(errorMessage(error, 'Your download could not be made. Please try again.'))
    }
  }

  if (isLoading) return <p>Loading...</p>
  if (isError || !data) return <p role="alert">Your privacy settings could not be loaded.</p>

  return (
    <div className="privacy-screen">
      <h1 className="h4 mb-3">Privacy</h1>

      <section className="card mb-4" aria-labelledby="privacy-consents">
        <div className="card-body">
          <h2 id="privacy-consents" className="h5">
            Your choices about mail
          </h2>
          {data.consents.length === 0 ? (
            <p className="mb-0">You have not signed up for any mail besides your orders&apos; own.</p>
          ) : (
            <ul className="mb-0">
              {data.consents.map((c, i) => (
                <li key={i}>
                  {PURPOSES[c.purpose] ?? c.purpose}: {c.given ? 'agreed' : 'withdrawn'}{' '}
                  {SOURCES[c.source] ?? ''} on {formatDate(c.created_at)} (privacy notice {c.notice_version})
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="privacy-download">
        <div className="card-body">
          <h2 id="privacy-download" className="h5">
            Download my data
          </h2>
          <p>
            A zip of everything we hold that names you (profile, addresses, orders, lists, reviews, consents,
            licence and account records), as JSON and CSV. Its link works for {PRIVACY_DOWNLOAD_HOURS} hours.
          </p>
          <button
            type="button"
            className="btn btn-primary mb-3"
            onClick={() => void onDownload()}
            disabled={download.isLoading}
          >
            {download.isLoading ? 'Preparing...' : 'Prepare my download'}
          </button>
          {data.downloads.length > 0 ? (
            <ul className="list-unstyled mb-0">
              {data.downloads.map((d) => (
                <li key={d.id}>
                  Asked on {formatDate(d.requested_at)}:{' '}
                  {d.status === 'ready' ? (
                    <DownloadLink download={d} />
                  ) : d.status === 'expired' ? (
                    'link expired'
                  ) : (
                    d.status
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className="card border-danger" aria-labelledby="privacy-erasure">
        <div className="card-body">
          <h2 id="privacy-erasure" className="h5">
            Erase my personal information
          </h2>
          <ErasureForm onErased={onErased} />
        </div>
      </section>
    </div>
  )
}
