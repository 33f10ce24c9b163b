import { useParams } from 'react-router';
import { OrganizerPage } from '../../features/admin/organizers/organizer-page.tsx';

/** /admin/organizers/:id (architecture.md §16, admins only): one organizer or application, and the platform's decisions. */
export function Component() {
  const { id = '' } = useParams();
  return <OrganizerPage key={id} id={id} />;
}
