import { Link } from 'react-router'
import { useAppSelector } from '../../../app/hooks'
import { ChevronDownIcon, UserIcon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { selectCurrentUser, selectIsLoggedIn } from '../../auth/auth.slice'
import { useLogout } from '../../auth/use-logout'
import { useDisclosure } from '../use-disclosure'

/** 'Hello User' or the first name, with the spec's account entries (shown to everyone). */
export function AccountMenu() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const user = useAppSelector(selectCurrentUser)
  const logout = useLogout()
  const { close, rootRef, buttonProps, panelProps } = useDisclosure()
  const greeting = isLoggedIn && user?.first_name ? `Hello ${user.first_name}` : 'Hello User'

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
            <Link className="btn btn-primary w-100 mb-2" to={paths.login}>
              Login
            </Link>
            <p className="small mb-2 text-center">
              <Link to={paths.signup}>New Customer? Start Here</Link>
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
