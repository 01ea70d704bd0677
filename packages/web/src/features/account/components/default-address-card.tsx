import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetDefaultAddressQuery, useGetUserQuery } from '../account.api'
import { formatAddressLine } from '@shop/shared/postal-address'
import { AddAddressForm } from './add-address-form'

/**
 * The dashboard's default shipping address: the customer's own default (not a fixed address), with
 * 'Add New Address' opening the same inline form as My Profile.
 */
export function DefaultAddressCard() {
  const address = useGetDefaultAddressQuery()
  const { data: user } = useGetUserQuery()
  const [adding, setAdding] = useState(false)
  const a = address.data
  const name = a ? [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ') : ''

  return (
    <section className="card" aria-labelledby="default-address-title">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 id="default-address-title" className="h6 mb-0">
            Default shipping address
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-expanded={adding}
            aria-controls="dashboard-add-address"
            disabled={!user}
            onClick={() => setAdding((v) => !v)}
          >
            Add New Address
          </button>
        </div>
        {address.isLoading ? (
          <p role="status" className="mb-0">
            Loading...
          </p>
        ) : a ? (
          <>
            <p className="fw-semibold mb-1">{name}</p>
            <p className="mb-1">{formatAddressLine(a)}</p>
            {a.phone ? <p className="small mb-2">Phone: {a.phone}</p> : null}
            <Link className="btn btn-sm btn-outline-primary" to={paths.editAddress(a.id)}>
              Edit<span className="visually-hidden"> default address</span>
            </Link>
          </>
        ) : (
          <p className="mb-0">No default shipping address yet.</p>
        )}
        <div id="dashboard-add-address">
          {adding && user ? (
            <div className="mt-3">
              <AddAddressForm user={user} onDone={() => setAdding(false)} makeDefault />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
