import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * Downloads a list's CSV with the filters and order on screen (not its paging): a plain link,
 * so the browser sends the session cookie and saves the file the server names.
 */
export function ExportLink({ endpoint, label }: { endpoint: string; label: string }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  query.delete('page');
  query.delete('pageSize');
  const search = query.toString();
  return (
    <a href={search ? `${endpoint}?${search}` : endpoint} download className={buttonClasses('secondary')}>
      {label}
    </a>
  );
}
