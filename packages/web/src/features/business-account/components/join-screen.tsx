import { ACCOUNT_ROLE_LABELS } from '@shop/shared/business-account-roles'
import type { JoinedAccount } from '@shop/shared/schemas/business-account-team'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../store/api'
import { useAcceptInvitationMutation } from '../business-account.api'

/** The invitation's link: the signed-in person accepts it and joins the account's team. */
export function JoinScreen() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [accept, { isLoading, error }] = useAcceptInvitationMutation()
  const [joined, setJoined] = useState<JoinedAccount | null>(null)
  return (
    <section className="business-account">
      <h1 className="h4 mb-3">Join a business account</h1>
      {joined ? (
        <div role="status">
          <p>
            You have joined {joined.practice_name} as {ACCOUNT_ROLE_LABELS[joined.role]}.
          </p>
          <Link className="btn btn-primary" to={paths.businessAccount}>
            Open the business account
          </Link>
        </div>
      ) : !token ? (
        <p className="alert alert-warning">This invitation link is not valid.</p>
      ) : (
        <>
          <p>You were invited to order for a practice with your own login. Accepting adds you to its team.</p>
          <div aria-live="polite">
            {error ? (
              <p className="alert alert-danger">
                {errorMessage(error, 'The invitation could not be accepted.')}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={isLoading}
            onClick={async () => {
              try {
                setJoined(await accept(token).unwrap())
              } catch {
                // The answer's message is shown above.
              }
            }}
          >
            Accept invitation
          </button>
        </>
      )}
    </section>
  )
}
