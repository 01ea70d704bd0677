import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from '../../../lib/toast'
import { paths } from '../../../config/paths'
import { useGetAddressByIdQuery } from '../account.api'
import { EditAddressForm } from './edit-address-form'
import { ADDRESS_FETCH } from '../messages'
import { failureMessage } from '../../../lib/request-outcome'

/** /dashboard/edit-address/{addressId} (docs/requirements/accounts.md §7). */
export function EditAddressScreen() {
  const { addressId } = useParams()
  const id = Number(addressId)
  const validId = Number.isInteger(id) && id > 0
  const { data: address, error, isLoading } = useGetAddressByIdQuery(validId ? id : skipToken)
  // A malformed id in the address bar is the same as an address the server does not know.
  const problem = !validId ? ADDRESS_FETCH.failed : error ? failureMessage(error, ADDRESS_FETCH) : null

  useEffect(() => {
    if (problem) toast.error(problem, { toastId: 'address-fetch' })
  }, [problem])

  return (
    <>
      <h1 className="h3 mb-3">Edit Addresses</h1>
      {isLoading && <p>Loading...</p>}
      {problem && (
        <div className="alert alert-danger">
          <p className="mb-2">{problem}</p>
          <Link to={paths.myProfile}>Back to My Profile</Link>
        </div>
      )}
      {address && <EditAddressForm key={address.id} address={address} />}
    </>
  )
}
