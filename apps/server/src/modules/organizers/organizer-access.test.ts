import { organizerMessages } from '@storefront/contracts/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { createSignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('the /api/organizer guard', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers a guest 401 and a buyer 403 with a sentence', async () => {
    expect((await t.app.inject({ url: '/api/organizer/me' })).statusCode).toBe(401);
    const buyer = await createSignedInUser(t.app);
    const res = await t.app.inject({ url: '/api/organizer/me', headers: buyer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: organizerMessages.organizersOnly });
  });

  it('refuses a pending or declined applicant and lets an approved or paused organizer in as themselves', async () => {
    for (const status of ['pending', 'declined'] as const) {
      const applicant = await createSignedInOrganizer(t.app, { status });
      expect((await t.app.inject({ url: '/api/organizer/me', headers: applicant.headers })).statusCode).toBe(403);
    }
    for (const status of ['approved', 'paused'] as const) {
      const organizer = await createSignedInOrganizer(t.app, { status });
      const res = await t.app.inject({ url: '/api/organizer/me', headers: organizer.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: organizer.organizerId, status, commissionPercent: 10 });
      expect(res.json().payoutAccount).toMatchObject({ subaccountCode: 'ACCT_test_organizer', accountLast4: '0001' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells GET /api/me who may open the console', async () => {
    const organizer = await createSignedInOrganizer(t.app);
    const buyer = await createSignedInUser(t.app);
    const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/me', headers });
    expect((await me(organizer.headers)).json()).toMatchObject({ isOrganizer: true });
    expect((await me(buyer.headers)).json()).toMatchObject({ isOrganizer: false });
  });
});
