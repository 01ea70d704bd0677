import { createAction } from '@reduxjs/toolkit'

/**
 * An expired or revoked token: everything about the session goes. Declared here, below the
 * features, because the API layer raises it on any 401 and the auth slice clears itself on it.
 */
export const sessionEnded = createAction('auth/sessionEnded')
