import { PageTitle } from '../../components/layout/logo.tsx';

/**
 * Stands in for a back-office screen whose route exists before the screen does (issue 10 is
 * built by two engineers at once; each screen's own commit replaces its route file). Delete it
 * once no route uses it.
 */
export function ScreenPending({ title }: { title: string }) {
  return (
    <div className="grid gap-2">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="text-muted">This screen is not built yet.</p>
    </div>
  );
}
