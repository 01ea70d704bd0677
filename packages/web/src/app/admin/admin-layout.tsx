import { useState } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { adminPaths } from '../../config/admin-paths'
import { useStaffLogoutMutation, useStaffMeQuery } from '../../features/admin-auth/admin-auth.api'
import { useAdminSelector } from '../../store/admin-store'
import { selectIsOwner, selectStaff } from '../../store/staff-session'
import { adminNav } from './admin-nav'

/**
 * The back office's shell: a top bar, the side navigation (folded behind a button on a phone,
 * closing again when a page is chosen) and the chosen screen. Owner-only screens are not listed
 * for staff.
 */
export default function AdminLayout() {
  const staff = useAdminSelector(selectStaff)
  const isOwner = useAdminSelector(selectIsOwner)
  // Confirms the token and refreshes the role once per visit.
  useStaffMeQuery()
  const [logout, { isLoading: loggingOut }] = useStaffLogoutMutation()
  const navigate = useNavigate()
  const location = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.pathname

  const onLogout = async () => {
    await logout()
    navigate(adminPaths.login, { replace: true })
  }

  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#admin-main">
        Skip to main content
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="btn btn-sm btn-outline-light d-md-none"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
        <NavLink to={adminPaths.root} className="admin-brand" end>
          Back office
        </NavLink>
        <div className="ms-auto d-flex align-items-center gap-2">
          <span className="small d-none d-sm-inline text-truncate admin-who">
            {staff?.name || staff?.email}
            {staff && <span className="visually-hidden">, {staff.role}</span>}
          </span>
          <a className="btn btn-sm btn-outline-light" href="/">
            Shop
          </a>
          <button type="button" className="btn btn-sm btn-light" onClick={onLogout} disabled={loggingOut}>
            {loggingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav id="admin-nav" aria-label="Back office" className={`admin-nav${open ? ' open' : ''}`}>
          {adminNav.map((section) => {
            const items = section.items.filter((item) => isOwner || !item.ownerOnly)
            if (items.length === 0) return null
            return (
              <div key={section.group} className="admin-nav-group">
                <h2 className="admin-nav-heading">{section.group}</h2>
                <ul className="list-unstyled mb-0">
                  {items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.end} className="admin-nav-link">
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  )
}
