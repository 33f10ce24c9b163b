import { ADMIN_PAGE_SIZE_DEFAULT, adminMessages, type PagedAnswer } from '@storefront/contracts/messages';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { adminGet } from './admin-api.ts';

export interface Column<T> {
  label: string;
  /** The list's sort field (the server's `sort` value); absent: the column does not sort. */
  sort?: string;
  render(row: T): ReactNode;
  /** Classes for the column's cells, e.g. 'text-right tabular-nums'. */
  className?: string;
}

export interface DataTableProps<T, A extends PagedAnswer<T> = PagedAnswer<T>> {
  /** The list's endpoint without a query, e.g. '/api/admin/audit-log'. */
  endpoint: string;
  /** Names the table (its caption) and the scrolling region around it. */
  caption: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  /** The server's default order, so the header shows it before anyone clicks. */
  defaultSort: string;
  defaultDir: 'asc' | 'desc';
  /** The search box's label; absent: no search box. */
  searchLabel?: string;
  /** The screen's own filter controls (they read and write the URL with `useListParam`). */
  filters?: ReactNode;
  /** Change it to fetch the page again (after an action changed rows). */
  reloadKey?: number;
  /** Each answer as it arrives, for a list whose answer carries more than rows (counts, a provider). */
  onAnswer?(answer: A): void;
}

const PAGE_SIZES = [ADMIN_PAGE_SIZE_DEFAULT, 50, 100];
/** The list's own parameters; anything else in the URL is a screen's filter. */
const LIST_PARAMS = new Set(['page', 'pageSize', 'sort', 'dir', 'q']);

/**
 * A filter kept in the URL beside the list's own parameters, so a filtered page can be shared
 * and Back undoes a change. Setting it goes back to page 1; an empty value removes it.
 */
export function useListParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: false },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}

type Load<T> =
  | { state: 'loading'; answer: PagedAnswer<T> | null }
  | { state: 'ready'; answer: PagedAnswer<T> }
  | { state: 'error'; message: string; answer: PagedAnswer<T> | null };

/**
 * A table whose paging, sorting and filtering are done by the server: the URL's query
 * (`page`, `pageSize`, `sort`, `dir`, `q` and the screen's filters) is sent as it is to the
 * list endpoint, which answers `{ items, page, pageSize, total }`. Sortable headers are buttons
 * (keyboard and screen readers get `aria-sort`); the table scrolls sideways inside a focusable
 * region on a phone.
 */
export function DataTable<T, A extends PagedAnswer<T> = PagedAnswer<T>>({
  endpoint,
  caption,
  columns,
  rowKey,
  defaultSort,
  defaultDir,
  searchLabel,
  filters,
  reloadKey = 0,
  onAnswer,
}: DataTableProps<T, A>) {
  const [params, setParams] = useSearchParams();
  const [load, setLoad] = useState<Load<T>>({ state: 'loading', answer: null });
  const [retry, setRetry] = useState(0);
  const captionId = useId();
  const query = params.toString();
  // The latest callback, without making every render of the caller fetch again.
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  const sort = params.get('sort') ?? defaultSort;
  const dir = params.get('dir') === 'asc' || params.get('dir') === 'desc' ? params.get('dir') : defaultDir;
  const filtered = [...params.keys()].some((key) => key === 'q' || !LIST_PARAMS.has(key));
  /** The screen's filters in use (not the search): the phone's Filters button counts them. */
  const filtersSet = new Set([...params.keys()].filter((key) => !LIST_PARAMS.has(key))).size;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and retry only ask to fetch again
  useEffect(() => {
    const controller = new AbortController();
    setLoad((previous) => ({ state: 'loading', answer: previous.answer }));
    adminGet<A>(query ? `${endpoint}?${query}` : endpoint, controller.signal)
      .then((answer) => {
        setLoad({ state: 'ready', answer });
        onAnswerRef.current?.(answer);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : adminMessages.listFailed;
        setLoad((previous) => ({ state: 'error', message, answer: previous.answer }));
      });
    return () => controller.abort();
  }, [endpoint, query, reloadKey, retry]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const sortBy = (field: string) => {
    const nextDir = field === sort ? (dir === 'asc' ? 'desc' : 'asc') : field === defaultSort ? defaultDir : 'asc';
    update({ sort: field, dir: nextDir, page: null });
  };

  const answer = load.answer;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const page = answer?.page ?? 1;

  return (
    <div className="grid gap-4">
      {(searchLabel || filters) && (
        <div className="flex flex-wrap items-end gap-3">
          {searchLabel && (
            <SearchBox label={searchLabel} value={params.get('q') ?? ''} onSearch={(q) => update({ q, page: null })} />
          )}
          {filters && (
            <>
              {/* On a phone the filters fold behind this button, so the first orders show on the first
                  screen (decision 47); from 640 px they stand in the row. */}
              <Button
                variant="secondary"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
                className="sm:hidden"
              >
                {filtersSet > 0 ? `Filters (${filtersSet})` : 'Filters'}
              </Button>
              <div id={filtersId} className={`${filtersOpen ? 'grid w-full gap-3' : 'hidden'} sm:contents`}>
                {filters}
              </div>
            </>
          )}
        </div>
      )}

      {load.state === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
        >
          <span>{load.message}</span>
          <Button variant="secondary" onClick={() => setRetry((n) => n + 1)}>
            Try again
          </Button>
        </div>
      )}

      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-brand-100 bg-white"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm" aria-busy={load.state === 'loading'}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-brand-50 text-xs uppercase tracking-wide text-muted">
            <tr>
              {columns.map((column) => {
                const active = column.sort !== undefined && column.sort === sort;
                return (
                  <th
                    key={column.label}
                    scope="col"
                    aria-sort={
                      column.sort ? (active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                    }
                    className={`px-4 py-2 font-semibold ${column.className ?? ''}`}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column.sort as string)}
                        className="inline-flex min-h-11 items-center gap-1 rounded-lg uppercase tracking-wide hover:text-brand-700"
                      >
                        {column.label}
                        <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-line'}>
                          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={load.state === 'loading' && answer ? 'opacity-60' : undefined}>
            {answer?.items.map((row) => (
              <tr key={rowKey(row)} className="border-t border-brand-100 align-top">
                {columns.map((column) => (
                  <td key={column.label} className={`px-4 py-3 ${column.className ?? ''}`}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {!answer && load.state === 'loading' && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center">
                  <span role="status" className="inline-flex items-center gap-3 text-muted">
                    <Spinner />
                    Loading...
                  </span>
                </td>
              </tr>
            )}
            {answer && answer.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-muted">
                  {filtered ? adminMessages.listNoMatch : adminMessages.listEmpty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>

      {answer && (
        <nav aria-label={`${caption}: pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p aria-live="polite" className="text-muted">
            Page {page} of {pages} · {answer.total} {answer.total === 1 ? 'result' : 'results'}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-muted">
              Rows per page
              <select
                value={String(answer.pageSize)}
                onChange={(event) => update({ pageSize: event.target.value, page: null })}
                className="min-h-11 rounded-xl border border-line bg-white px-3 text-ink"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            {/* Together, so a narrow screen never wraps Next onto a line of its own. */}
            <span className="flex gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                Previous
              </Button>
              <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                Next
              </Button>
            </span>
          </div>
        </nav>
      )}
    </div>
  );
}

function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  // Back/forward changes the URL's q: the box follows it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          label={label}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="w-72 max-w-full"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}
