import { escapeHtml } from '../../lib/html.ts';
import { subjectPart } from '../../lib/mail-subject.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

export interface StoredInquiry {
  id: string;
  name: string;
  email: string;
  organization: string;
  eventType: string;
  message: string;
}

/** The inquiry as the sales team reads it. Every field is the visitor's text: escaped in the HTML part. */
export function inquiryEmail(to: string, inquiry: StoredInquiry): OutgoingEmail {
  const fields: [string, string][] = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Organization', inquiry.organization || '-'],
    ['Event type', inquiry.eventType || '-'],
  ];
  const message = inquiry.message || '(no message)';
  const text = [
    'A new organizer inquiry came in through the organizers page.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message,
    '',
    `Inquiry ${inquiry.id}. Reply within 24 hours: the page promises it.`,
  ].join('\n');
  const rows = fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`);
  const html = `<p>A new organizer inquiry came in through the organizers page.</p>
<table>${rows.join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
<p>Inquiry ${escapeHtml(inquiry.id)}. Reply within 24 hours: the page promises it.</p>`;
  return { to: { address: to }, subject: `Organizer inquiry from ${subjectPart(inquiry.name)}`, text, html };
}
