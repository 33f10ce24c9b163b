import { organizerMessages as m } from '@storefront/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import { createSignedInUser, getCsrf, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { slugBase } from './applications.ts';

const valid = {
  name: 'Lagos Live Nights',
  phone: '+234 803 123 4567',
  about: 'Afrobeats concerts in Lekki,\nabout 2,000 people a night.',
  registrationNumber: 'RC 123456',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tickets.example.ng' });
});
afterAll(() => t.close());

const apply = (who: SignedInUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/organizer-applications',
    headers: who.headers,
    payload: payload as object,
  });
const mine = (who: SignedInUser) => t.app.inject({ url: '/api/organizer-application', headers: who.headers });
const mail = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
    subject: string;
    text: string;
    html: string;
  }[];
const audit = (targetId: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('created_at').execute();

describe('POST /api/organizer-applications', () => {
  it('creates a pending application with a slug from the name, emails the applicant and audits it', async () => {
    const user = await createSignedInUser(t.app);
    expect((await mine(user)).json()).toEqual({ application: null });

    const res = await apply(user, valid);
    expect(res.statusCode).toBe(201);
    const { application } = res.json();
    expect(application).toMatchObject({
      name: 'Lagos Live Nights',
      slug: 'lagos-live-nights',
      phone: '+234 803 123 4567',
      about: 'Afrobeats concerts in Lekki,\nabout 2,000 people a night.',
      registrationNumber: 'RC 123456',
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect((await mine(user)).json()).toEqual({ application });

    const row = await t.database.db
      .selectFrom('organizers')
      .selectAll()
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.user.id,
      status: 'pending',
      commission_bps: null,
      subaccount_code: null,
    });
    // Applying gives no role and no console.
    const me = await t.app.inject({ url: '/api/organizer/me', headers: user.headers });
    expect(me.statusCode).toBe(403);

    const [email] = await mail(user.user.email);
    expect(email?.subject).toBe('We received your organizer application: Lagos Live Nights');
    expect(email?.text).toContain('An admin reviews every application');

    const entries = await audit(application.id);
    expect(entries.map((entry) => [entry.action, entry.actor_user_id])).toEqual([['organizer.apply', user.user.id]]);
  });

  it('suffixes -2, -3 when the slug is taken', async () => {
    const first = await createSignedInUser(t.app);
    const second = await createSignedInUser(t.app);
    const third = await createSignedInUser(t.app);
    const name = { ...valid, name: 'Ọ̀lá Events & Co.' };
    expect((await apply(first, name)).json().application.slug).toBe('ola-events-co');
    expect((await apply(second, name)).json().application.slug).toBe('ola-events-co-2');
    expect((await apply(third, { ...name, name: 'OLA events co' })).json().application.slug).toBe('ola-events-co-3');
  });

  it('answers 409 with a sentence while pending or approved, and takes a new application after a decline', async () => {
    const admin = await createSignedInAdmin(t.app);
    const user = await createSignedInUser(t.app);
    const { application } = (await apply(user, valid)).json();

    const again = await apply(user, { ...valid, name: 'Another name' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.alreadyPending });

    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organizers/${application.id}/decline`,
      headers: admin.headers,
      payload: { reason: 'We could not reach you on the phone number you gave.' },
    });
    expect(decline.statusCode).toBe(200);
    expect((await mine(user)).json().application).toMatchObject({
      status: 'declined',
      reason: 'We could not reach you on the phone number you gave.',
    });

    const reapply = await apply(user, { ...valid, name: 'Lagos Live', phone: '08031234567' });
    expect(reapply.statusCode).toBe(201);
    expect(reapply.json().application).toMatchObject({
      id: application.id,
      name: 'Lagos Live',
      phone: '08031234567',
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect((await audit(application.id)).map((entry) => entry.action)).toEqual([
      'organizer.apply',
      'organizer.decline',
      'organizer.reapply',
    ]);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organizers/${application.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = await apply(user, valid);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: m.alreadyApproved });
  });

  it('refuses a guest (401) and checks every field with a sentence', async () => {
    const csrf = await getCsrf(t.app);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/organizer-applications',
      headers: csrf.headers,
      payload: valid,
    });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/organizer-application' })).statusCode).toBe(401);

    const user = await createSignedInUser(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '   ' }, m.nameRequired],
      [{ ...valid, name: undefined }, m.nameRequired],
      [{ ...valid, name: 'x'.repeat(101) }, m.nameLength],
      [{ ...valid, name: 'Line\nbreak' }, m.nameCharacters],
      [{ ...valid, name: 'Bidi\u202Ename' }, m.nameCharacters],
      [{ ...valid, phone: 'call me' }, m.phone],
      [{ ...valid, phone: '123' }, m.phone],
      [{ ...valid, phone: 12345678 }, m.phone],
      [{ ...valid, about: '' }, m.aboutRequired],
      [{ ...valid, about: 'x'.repeat(1001) }, m.aboutLength],
      [{ ...valid, about: 'nul\u0000' }, m.aboutCharacters],
      [{ ...valid, registrationNumber: 'RC<script>' }, m.registration],
    ];
    for (const [payload, message] of cases) {
      const res = await apply(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/organizer-applications',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    // Nothing was stored by any of them.
    expect((await mine(user)).json()).toEqual({ application: null });
  });

  it('takes an application without a registration number', async () => {
    const user = await createSignedInUser(t.app);
    const res = await apply(user, { name: 'Small Shows', phone: '08031234567', about: 'Comedy nights' });
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ registrationNumber: null, slug: 'small-shows' });
  });
});

describe('slugBase', () => {
  it('keeps ASCII letters and digits joined by single dashes', () => {
    expect(slugBase('  Àṣà Fest 2026!! ')).toBe('asa-fest-2026');
    expect(slugBase('日本')).toBe('organizer');
    expect(slugBase(`${'a'.repeat(59)} bc`)).toBe('a'.repeat(59));
  });
});
