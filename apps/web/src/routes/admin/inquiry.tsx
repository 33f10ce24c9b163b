import { useParams } from 'react-router';
import { InquiryPage } from '../../features/admin/support/inquiry-page.tsx';

/** /admin/inquiries/:id (architecture.md §15.2, admins only): one organizer inquiry. */
export function Component() {
  const { id = '' } = useParams();
  return <InquiryPage key={id} id={id} />;
}
