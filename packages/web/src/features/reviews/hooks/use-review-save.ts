import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { failureMessage, isClientErrorAnswer } from '../../../lib/request-outcome'
import { errorMessage } from '../../../store/api'
import { REVIEW_MESSAGES } from '../review-messages'

const FAILURE_TEXTS = { failed: REVIEW_MESSAGES.dashboardFailed, errored: REVIEW_MESSAGES.dashboardError }

/**
 * Saving a review from the dashboard (Create Review and Edit Review): the toast either way, and the
 * server's reason for a refusal (a missing star, a second review of the product) kept for the page.
 */
export function useReviewSave() {
  const [refusal, setRefusal] = useState('')

  /** Runs the request; answers whether the review was saved. */
  const save = async (send: () => Promise<unknown>): Promise<boolean> => {
    setRefusal('')
    try {
      await send()
      toast.success(REVIEW_MESSAGES.dashboardSubmitted)
      return true
    } catch (error) {
      toast.error(failureMessage(error, FAILURE_TEXTS))
      if (isClientErrorAnswer(error)) setRefusal(errorMessage(error, REVIEW_MESSAGES.dashboardFailed))
      return false
    }
  }

  return { save, refusal }
}
