import { useId, useState } from 'react';
import { ChevronDownIcon, Icon } from '../../components/layout/icons.tsx';

export interface TicketFile {
  ticketFileName: string;
  ticketFileType: string;
  ticketFileSize: string;
}

/** product.md §2.7: a document icon for a pdf, otherwise an image icon. */
export const isPdf = (file: Pick<TicketFile, 'ticketFileType' | 'ticketFileName'>) =>
  /pdf/i.test(file.ticketFileType) || /\.pdf$/i.test(file.ticketFileName);

function FileIcon({ pdf }: { pdf: boolean }) {
  return (
    <Icon data-icon={pdf ? 'document' : 'image'} className="size-5 shrink-0">
      {pdf ? (
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 13h6m-6 4h4" />
      ) : (
        <path d="M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm-1 12 5-5 4 4 2-2 5 5M15.5 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
      )}
    </Icon>
  );
}

/**
 * A collapsible block with the ticket file's name, type and size: the purchase form's "file
 * details" toggle and the summary's '1 file attached' (product.md §2.6, §2.7). `note` says under the title
 * what the file is (on the summary: the ticket delivered after payment, not an upload).
 */
export function TicketFileDetails({ file, label, note }: { file: TicketFile; label: string; note?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const noteId = useId();
  const pdf = isPdf(file);
  return (
    <div className="rounded-xl border border-brand-100 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={note ? noteId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-4 py-2.5 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <FileIcon pdf={pdf} />
        <span className="flex-1">{label}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {note && (
        <p id={noteId} className="px-4 pb-3 text-sm text-muted">
          {note}
        </p>
      )}
      <div id={panelId} hidden={!open} className="border-t border-brand-100 px-4 py-3">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">File name</dt>
          <dd className="font-medium break-all text-ink">{file.ticketFileName || '—'}</dd>
          <dt className="text-muted">Type</dt>
          <dd className="font-medium text-ink">{file.ticketFileType || '—'}</dd>
          <dt className="text-muted">Size</dt>
          <dd className="font-medium text-ink">{file.ticketFileSize || '—'}</dd>
        </dl>
      </div>
    </div>
  );
}
