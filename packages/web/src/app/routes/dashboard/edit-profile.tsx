import { PagePending } from '../../../components/page-pending'

export default function Page() {
  return <PagePending title="My Edit Profile" />
}
