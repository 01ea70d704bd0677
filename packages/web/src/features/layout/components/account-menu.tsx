import { Link, useLocation } from 'react-router'
import { ChevronDownIcon, UserIcon } from '../../../components/icons'
import { loginPath, paths, signupPath } from '../../../config/paths'
import { useDisclosure } from '../use-disclosure'

/** Who is signed in, as the header shows it; the app fills it from the auth feature. */
export interface AccountMenuSession {
  isLoggedIn: boolean
  firstName: string | null
  logout: () => void | Promise<void>
}

/** 'Hello User' or the first name, with the account entries of docs/requirements/storefront.md §3 (shown to everyone). */
export function AccountMenu({ session }: { session: AccountMenuSession }) {
  const { isLoggedIn, firstName, logout } = session
  const { close, rootRef, buttonProps, panelProps } = useDisclosure()
  const location = useLocation()
  const greeting = isLoggedIn && firstName ? `Hello ${firstName}` : 'Hello User'

  return (
    <div className="nav-menu account-menu" ref={rootRef}>
      <button {...buttonProps} className="header-action">
        <UserIcon size={24} />
        <span className="header-action-text">
          <span className="header-action-small">{greeting}</span>
          <span className="header-action-strong">
            Account &amp; Lists <ChevronDownIcon size={14} />
          </span>
        </span>
      </button>
      <div {...panelProps} className="nav-menu-panel account-menu-panel">
        {isLoggedIn ? (
          <button
            type="button"
            className="btn btn-outline-primary w-100 mb-2"
            onClick={() => {
              close()
              void logout()
            }}
          >
            Logout
          </button>
        ) : (
          <>
            <Link
              className="btn btn-primary w-100 mb-2"
              to={loginPath(`${location.pathname}${location.search}`)}
            >
              Login
            </Link>
            <p className="small mb-2 text-center">
              <Link to={signupPath(`${location.pathname}${location.search}`)}>New Customer? Start Here</Link>
            </p>
          </>
        )}
        <ul className="list-unstyled mb-0 account-menu-list">
          <li>
            <Link to={paths.dashboard}>Your List/Dashboard</Link>
          </li>
          <li>
            <Link to={paths.myProfile}>Your Account</Link>
          </li>
          <li>
            <Link to={paths.dashboardOrders}>Your Orders</Link>
          </li>
          <li>
            <Link to={paths.wishlist}>Your Wish List</Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
