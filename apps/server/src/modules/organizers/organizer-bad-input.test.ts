import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../../test/admin-helpers.ts';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { createSignedInOrganizer, giveEventTo, type SignedInOrganizer } from '../../../test/organizer-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Bad input to every route of the marketplace (architecture.md §16): the organizer console, the admins'
 * organizers and statements, applying, and the public profile, as the API's own description lists
 * them. Malformed JSON, the wrong shapes and types, oversized text, odd ids and query strings must
 * each get a 4xx with a sentence, never a 500.
 */
describe('the marketplace routes and bad input', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let organizer: SignedInOrganizer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInAdmin(t.app);
    organizer = await createSignedInOrganizer(t.app);
    await giveEventTo(t.app, '3', organizer.organizerId);
  });
  afterAll(() => t.close());

  const bodies = [
    '{not json',
    '[]',
    '"text"',
    JSON.stringify({
      reason: 'x'.repeat(100_000),
      commissionPercent: 'ten',
      publishesDirectly: 'yes',
      email: 5,
      bankCode: {},
      accountNumber: 1234,
      name: null,
      note: [],
      code: 'x'.repeat(500),
    }),
  ];
  const ids = ['zzz', '%00', 'x'.repeat(300), '-1'];
  const queries = [
    '',
    '?from=2026-13-45&to=abc',
    '?page=-1&pageSize=99999&status=zzz&eventId=%00',
    `?q=${'x'.repeat(5000)}`,
  ];

  it('answers 4xx with a sentence, never 5xx', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const paths = Object.keys(doc.paths).filter((path) => /organizer|statements/.test(path));
    expect(paths.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const path of paths) {
      const who = path.startsWith('/api/admin/') ? admin : organizer;
      for (const method of Object.keys(doc.paths[path] ?? {})) {
        const withBody = method === 'post' || method === 'put' || method === 'patch';
        for (const id of path.includes('{') ? ids : ['']) {
          for (const query of queries) {
            for (const body of withBody ? bodies : [undefined]) {
              const url = `${path.replaceAll(/\{[^}]+\}/g, id)}${query}`;
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                headers: { ...who.headers, 'content-type': 'application/json' },
                ...(body === undefined ? {} : { payload: body }),
              });
              const said = `${method} ${url.slice(0, 80)} ${String(body).slice(0, 20)} → ${res.statusCode}`;
              if (res.statusCode >= 500) problems.push(`${said} ${res.body.slice(0, 100)}`);
              else if (res.statusCode >= 400 && typeof res.json().message !== 'string')
                problems.push(`${said}: no sentence`);
              else if (withBody && body !== undefined && res.statusCode < 400) problems.push(`${said}: accepted`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
