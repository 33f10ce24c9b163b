import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Account helpers for the end-to-end specs. `request` is `page.request` (it shares the
 * browser context's cookies, so a sign-in here signs the page in too) or the `request` fixture.
 */

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user no other test (or earlier run against the same database) has used. */
export function newUser(prefix = 'e2e'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: `pass-${id}` };
}

/** The double-submit CSRF token: any GET sets the XSRF-TOKEN cookie; POSTs echo it in X-XSRF-TOKEN. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const find = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await request.get('/api/me');
    token = await find();
  }
  expect(token, 'the server sets an XSRF-TOKEN cookie').toBeTruthy();
  return { 'x-xsrf-token': token ?? '' };
}

/** POST /api/signup (it does not sign in). */
export async function signUpViaApi(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const response = await request.post('/api/signup', { data: user, headers: await xsrfHeader(request) });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** POST /api/login: the session cookie lands in the request context (the page's, for page.request). */
export async function signInViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: await xsrfHeader(request),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new account, signed in for the page: the next page load restores the session via GET /api/me. */
export async function signedInUser(page: Page, prefix = 'e2e'): Promise<TestUser> {
  const user = await signUpViaApi(page.request, newUser(prefix));
  await signInViaApi(page.request, user);
  return user;
}

/**
 * A link mailed to `email`, by its path, from the development outbox (newest message first):
 * 'newest' looks only in the newest message (waiting for the email just asked for), 'any' takes
 * the newest message that has one.
 */
export async function emailedLink(
  request: APIRequestContext,
  email: string,
  path: '/reset-password/' | '/verify-email/',
  which: 'newest' | 'any',
  description = `an email with a ${path} link to ${email}`,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: { links: string[] }[] };
        const searched = which === 'newest' ? messages.slice(0, 1) : messages;
        link = searched.flatMap((m) => m.links).find((href) => href.includes(path));
        return link;
      },
      { message: description, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The newest /reset-password/ link (or another emailed link, by its path) mailed to `email`, from the development outbox. */
export function latestResetLink(
  request: APIRequestContext,
  email: string,
  path: '/reset-password/' | '/verify-email/' = '/reset-password/',
): Promise<string> {
  return emailedLink(request, email, path, 'newest');
}

/**
 * Confirms the account's email through the emailed link, as its owner would (an unconfirmed
 * account may hold only two tickets per event, decision 21).
 */
export async function confirmEmailViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const link = await latestResetLink(request, user.email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const response = await request.post(`/api/verify-email/${token}`, { headers: await xsrfHeader(request) });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Records every path the page shows (initial load and each history push/replace), per document,
 * so a test can prove a redirect never happened, not even for a frame.
 */
export async function trackPaths(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [location.pathname];
    (window as unknown as { __paths: string[] }).__paths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        seen.push(location.pathname);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
}
