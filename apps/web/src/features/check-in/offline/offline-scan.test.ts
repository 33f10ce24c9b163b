import type { DoorList } from '@storefront/contracts/api';
import { doorMessages } from '@storefront/contracts/messages';
import {
  codeHashInput,
  type DoorListRow,
  doorHashText,
  qrReferencePart,
  referenceHashInput,
  shortLinkHashInput,
  tokenHashInput,
} from '@storefront/contracts/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueuedAdmission } from './door-store.ts';
import { NOT_ON_LIST, scanOffline } from './offline-scan.ts';

const sha = async (text: string) =>
  doorHashText(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

const REFERENCE = 'OWB-AbCdEfGhIjKlMnOpQrStUvWx';
const TOKEN = 'signed-token-of-the-ticket';
const CODE = 'K7QM2XD4';
const SALT = 'list-salt';
const NOW = new Date('2027-04-17T19:30:00.000Z');
/** The ticket's short link's MAC (the server signs it; offline only its hash is known). */
const MAC = 'K7QM2XD4ABCD';
const shortLink = (mac = MAC) => `HTTPS://TICKETS.EXAMPLE.NG/T/${qrReferencePart(REFERENCE)}${mac}`;
const link = (token = TOKEN, extra = '') =>
  `https://tickets.example.ng/api/verify?ticketId=TICKET-1&code=${REFERENCE}&eventTitle=Davido&firstName=Ada&eventDate=2027-04-17T19:00:00.000Z&token=${token}${extra}`;

let list: DoorList;
beforeAll(async () => {
  const row = async (
    id: string,
    admits: number,
    admitted: number,
    cancelled: 0 | 1,
    reference = REFERENCE,
  ): Promise<DoorListRow> => [
    id,
    await sha(tokenHashInput(TOKEN)),
    await sha(referenceHashInput(reference)),
    await sha(codeHashInput(SALT, id === 'TICKET-1' ? CODE : 'ZZZZZZZZ')),
    admits,
    admitted,
    'Ada Obi',
    admitted ? '2027-04-17T18:00:00.000Z' : '',
    cancelled,
    await sha(shortLinkHashInput(reference, MAC)),
  ];
  list = {
    event: {
      id: '1',
      showtimeId: null,
      title: 'Davido',
      startsAt: '2027-04-17T19:00:00.000Z',
      timeZone: 'Africa/Lagos',
      city: 'Lagos',
      venue: 'Eko Hotel',
      room: null,
      status: 'published',
      doorsOpenAt: '2027-04-17T16:00:00.000Z',
      dayEndsAt: '2027-04-17T23:00:00.000Z',
      when: 'today',
      admitted: 1,
      expected: 4,
    },
    generatedAt: NOW.toISOString(),
    salt: SALT,
    tickets: [await row('TICKET-1', 3, 1, 0), await row('TICKET-2', 1, 0, 1, 'OWB-cancelledcancelledcancel')],
    conflicts: [],
  };
});

const queued = (n: number): QueuedAdmission[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    eventId: '1',
    ticketId: 'TICKET-1',
    admittedAt: `2027-04-17T19:0${i}:00.000Z`,
  }));

describe('scanOffline: the verdicts of a device with no network', () => {
  it('admits one person on the QR link whose token hashes to the listed one, counting this device’s queue', async () => {
    const { verdict, admit } = await scanOffline(list, queued(0), link(), { now: NOW });
    expect(admit).toBe('TICKET-1');
    expect(verdict).toMatchObject({
      result: 'admitted',
      offline: true,
      message: doorMessages.admittedOne(2, 3),
      ticket: {
        ticketId: 'TICKET-1',
        admitted: 2,
        quantity: 3,
        holderName: 'Ada Obi',
        usedAt: '2027-04-17T18:00:00.000Z',
      },
    });
  });

  it('admits on the short link whose MAC hashes to the listed one, in capitals as the QR holds it or typed small', async () => {
    for (const text of [shortLink(), shortLink().toLowerCase()]) {
      const { verdict, admit } = await scanOffline(list, [], text, { now: NOW });
      expect(admit, text).toBe('TICKET-1');
      expect(verdict).toMatchObject({ result: 'admitted', message: doorMessages.admittedOne(2, 3) });
    }
  });

  it('refuses a short link with a made-up MAC as invalid, and one of a reference not on the list as not on it', async () => {
    expect((await scanOffline(list, [], shortLink('ZZZZZZZZZZZZ'), { now: NOW })).verdict).toMatchObject({
      result: 'invalid',
      message: doorMessages.invalid,
    });
    const elsewhere = `https://x.ng/T/${'X'.repeat(24)}${MAC}`;
    expect((await scanOffline(list, [], elsewhere, { now: NOW })).verdict).toMatchObject({
      result: 'invalid',
      message: NOT_ON_LIST,
    });
  });

  it('refuses a made-up token, and a QR whose reference is not the ticket’s', async () => {
    expect((await scanOffline(list, [], link('forged'), { now: NOW })).verdict.result).toBe('invalid');
    const other = link().replace(REFERENCE, 'OWB-xxxxxxxxxxxxxxxxxxxxxxxx');
    expect((await scanOffline(list, [], other, { now: NOW })).admit).toBeNull();
  });

  it('finds a ticket by its reference in any case, in a ticket page link, and by its manual code typed loosely', async () => {
    for (const text of [REFERENCE.toLowerCase(), `https://x.ng/ticket/${REFERENCE}`, 'k7qm-2xd4', ' K7QM 2XD4 ']) {
      expect((await scanOffline(list, [], text, { now: NOW })).admit, text).toBe('TICKET-1');
    }
  });

  it('says a code it does not know may be another event’s, and names another event’s QR', async () => {
    expect((await scanOffline(list, [], 'ZZZZ-YYYY', { now: NOW })).verdict).toMatchObject({
      result: 'invalid',
      message: NOT_ON_LIST,
    });
    const elsewhere =
      'https://x.ng/api/verify?ticketId=TICKET-9&code=OWB-x&eventTitle=Asake&firstName=Bo&eventDate=2027-05-01T19:00:00.000Z&token=t';
    expect((await scanOffline(list, [], elsewhere, { now: NOW })).verdict).toMatchObject({
      result: 'wrong-event',
      message: 'This ticket is for Asake on Saturday, 1 May 2027.',
    });
  });

  it('refuses a cancelled ticket, and a full one once this device’s own admissions fill it', async () => {
    const cancelled = await scanOffline(list, [], 'OWB-cancelledcancelledcancel', { now: NOW });
    expect(cancelled.verdict).toMatchObject({ result: 'cancelled', message: doorMessages.cancelled });
    const full = await scanOffline(list, queued(2), link(), { now: NOW });
    expect(full).toMatchObject({ admit: null, verdict: { result: 'used', message: doorMessages.allIn(3) } });
  });

  it('asks before the doors open and after the day, and admits once staff confirm', async () => {
    const early = await scanOffline(list, [], link(), { now: new Date('2027-04-17T15:00:00.000Z') });
    expect(early).toMatchObject({ admit: null, verdict: { result: 'confirm', timing: 'early' } });
    expect(early.verdict.message).toBe('Doors open Saturday, 17 April 2027 at 17:00 (Lagos time). Admit anyway?');
    const late = await scanOffline(list, [], link(), { now: new Date('2027-04-18T02:00:00.000Z') });
    expect(late.verdict).toMatchObject({ result: 'confirm', timing: 'late' });
    const yes = await scanOffline(list, [], link(), { now: new Date('2027-04-17T15:00:00.000Z'), confirm: true });
    expect(yes.admit).toBe('TICKET-1');
  });
});
