import type { Address, UserProfile } from '@shop/shared/schemas/account'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast'
import { paths } from '../../../config/paths'
import { failureMessage } from '../../../lib/request-outcome'
import { useGetAddressesQuery, useRemoveAddressMutation, useSetDefaultAddressMutation } from '../account.api'
import { formatAddressLine } from '@shop/shared/postal-address'
import { ADDRESS_REMOVE, ADDRESS_SET_DEFAULT } from '../messages'
import { AddAddressForm } from './add-address-form'

function fullName(a: Address): string {
  return [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ')
}

function AddressCard({ address, userId }: { address: Address; userId: number }) {
  const [remove, { isLoading: removing }] = useRemoveAddressMutation()
  const [setDefault, { isLoading: settingDefault }] = useSetDefaultAddressMutation()
  const titleId = `address-${address.id}-title`
  const name = fullName(address)
  const isDefault = address.default_address === 1

  const onRemove = async () => {
    try {
      await remove(address.id).unwrap()
      toast.success(ADDRESS_REMOVE.done)
    } catch (error) {
      toast.error(failureMessage(error, ADDRESS_REMOVE))
    }
  }
  const onSetDefault = async () => {
    try {
      await setDefault({ id: address.id, userId }).unwrap()
      toast.success(ADDRESS_SET_DEFAULT.done)
    } catch (error) {
      toast.error(failureMessage(error, ADDRESS_SET_DEFAULT))
    }
  }

  return (
    <article
      className={`card h-100 address-card${isDefault ? ' border-primary' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h3 id={titleId} className="h6 mb-0">
            {name}
          </h3>
          {isDefault && <span className="badge text-bg-primary">Default</span>}
        </div>
        <p className="mb-1">{formatAddressLine(address)}</p>
        {address.phone && <p className="mb-1 small">Phone: {address.phone}</p>}
        {address.email && <p className="mb-3 small text-break">Email: {address.email}</p>}
        <div className="mt-auto d-flex flex-wrap gap-2">
          <Link className="btn btn-sm btn-outline-primary" to={paths.editAddress(address.id)}>
            Edit<span className="visually-hidden"> address of {name}</span>
          </Link>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={onRemove}
            disabled={removing}
          >
            Remove<span className="visually-hidden"> address of {name}</span>
          </button>
          {!isDefault && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={onSetDefault}
              disabled={settingDefault}
            >
              Set Default Address<span className="visually-hidden"> for {name}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  )
}

/** docs/requirements/accounts.md §6 saved addresses, with the 'Add New Address' tile and its inline form. */
export function AddressBook({ user }: { user: UserProfile | undefined }) {
  const { data: addresses, isLoading, isError } = useGetAddressesQuery()
  const [adding, setAdding] = useState(false)

  return (
    <section aria-labelledby="addresses-title" className="mt-4">
      <h2 id="addresses-title" className="h5 mb-3">
        Saved addresses
      </h2>
      {isLoading && <p className="text-muted">Loading...</p>}
      {isError && <p className="text-danger">We could not load your addresses. Please reload the page.</p>}
      <div className="row g-3">
        {addresses?.map((address) => (
          <div key={address.id} className="col-md-6 col-xl-4">
            <AddressCard address={address} userId={user?.id ?? 0} />
          </div>
        ))}
        <div className="col-md-6 col-xl-4">
          <button
            type="button"
            className="add-address-tile card h-100 w-100"
            aria-expanded={adding}
            aria-controls="add-address-panel"
            // The form starts with the customer's own name and contact, so it waits for them.
            disabled={!user}
            onClick={() => setAdding((v) => !v)}
          >
            <span className="add-address-plus" aria-hidden="true">
              +
            </span>
            <span>Add New Address</span>
          </button>
        </div>
      </div>
      <div id="add-address-panel" className="mt-3">
        {adding && user && <AddAddressForm user={user} onDone={() => setAdding(false)} />}
      </div>
    </section>
  )
}
