import type { UserProfile } from '@shop/shared/schemas/account'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatAddressLine } from '@shop/shared/postal-address'

/** The picture shown when the customer has none (ships in packages/web/public). */
export const DEFAULT_AVATAR = '/default-avatar.svg'

/** docs/requirements/accounts.md §6 card: avatar, full name, e-mail, phone, address line and an Edit link. */
export function ProfileSummary({ user }: { user: UserProfile }) {
  const line = formatAddressLine(user)
  return (
    <section className="card profile-summary" aria-labelledby="profile-name">
      <div className="card-body p-4 d-flex flex-column flex-sm-row align-items-sm-center gap-4">
        <img
          className="profile-avatar"
          src={user.thumbnail || DEFAULT_AVATAR}
          alt=""
          width={96}
          height={96}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR
          }}
        />
        <div className="flex-grow-1 min-w-0">
          <h2 id="profile-name" className="h4 mb-2">
            {user.fullName}
          </h2>
          <dl className="profile-facts mb-0">
            <dt>Email</dt>
            <dd className="text-break">{user.email}</dd>
            <dt>Phone</dt>
            <dd>{user.phone}</dd>
            <dt>Address</dt>
            <dd>{line || 'No address yet'}</dd>
          </dl>
        </div>
        <Link className="btn btn-outline-primary align-self-start" to={paths.editProfile}>
          Edit<span className="visually-hidden"> profile</span>
        </Link>
      </div>
    </section>
  )
}
