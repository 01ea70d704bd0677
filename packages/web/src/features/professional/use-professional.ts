import { useGetProfessionalStatusQuery } from './professional.api'

/** True when the signed-in customer is a verified professional today (the server decides; false for guests). */
export function useIsVerifiedProfessional(signedIn: boolean): boolean {
  const { data } = useGetProfessionalStatusQuery(undefined, { skip: !signedIn })
  return signedIn && data?.standing === 'verified'
}
