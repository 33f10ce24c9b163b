import { useParams } from 'react-router';
import { SupportThreadPage } from '../../features/admin/support/support-thread-page.tsx';

/** /admin/support/:id (architecture.md §15.2, admins only): one support ticket and its thread. */
export function Component() {
  const { id = '' } = useParams();
  return <SupportThreadPage key={id} id={id} />;
}
