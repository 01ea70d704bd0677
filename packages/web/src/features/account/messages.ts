/** docs/requirements/messages.md §6: each dashboard action's success text and its two failure texts, word for word. */
export const ADDRESS_ADD = {
  done: 'Address added successfully!',
  failed: 'Failed to add address',
  errored: 'An error occurred while adding address',
}
export const ADDRESS_REMOVE = {
  done: 'Address removed successfully',
  failed: 'Failed to remove address',
  errored: 'An error occurred while removing address',
}
export const ADDRESS_SET_DEFAULT = {
  done: 'Address set as default successfully',
  failed: 'Failed to set default address',
  errored: 'An error occurred while setting default address',
}
export const ADDRESS_UPDATE = {
  done: 'Address updated successfully!',
  failed: 'Failed to update address',
  errored: 'An error occurred while updating address',
}
export const ADDRESS_FETCH = {
  failed: 'Failed to fetch existing address',
  errored: 'An error occurred while fetching existing address',
}
export const PASSWORD_CHANGE = {
  done: 'Password changed successfully!',
  failed: 'Failed to change password',
  errored: 'An error occurred while changing password',
}
export const PROFILE_UPDATE = {
  done: 'User data updated successfully!',
  failed: 'Failed to update user data',
  errored: 'An error occurred while updating user data',
}
