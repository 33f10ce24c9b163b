import { buttonClasses } from '../../components/ui/button.tsx';
import { mailtoHref } from '../../lib/mailto.ts';

/** A stored email as a mailto: link, or as plain text when it could smuggle a header (lib/mailto.ts). */
export function EmailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  if (!href) return <span className="break-all">{address}</span>;
  return (
    <a href={href} className="break-all text-brand-700 underline">
      {address}
    </a>
  );
}

/** 'Reply by email' with the subject filled in; an address that cannot be linked says so instead. */
export function ReplyByEmail({ address, subject }: { address: string; subject: string }) {
  const href = mailtoHref(address, subject);
  if (!href) {
    return (
      <p className="text-sm text-muted">This address cannot be linked for a reply: copy it into your mail program.</p>
    );
  }
  return (
    <div>
      <a href={href} className={buttonClasses('primary')}>
        Reply by email
      </a>
    </div>
  );
}
