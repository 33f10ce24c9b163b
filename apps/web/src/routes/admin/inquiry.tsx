import { useParams } from 'react-router';
import { InquiryPage } from '../../features/admin/support/inquiry-page.tsx';

/** /admin/inquiries/:id (issue 10, admins only): one organizer inquiry. */
export function Component() {
  const { id = '' } = useParams();
  return <InquiryPage key={id} id={id} />;
}
