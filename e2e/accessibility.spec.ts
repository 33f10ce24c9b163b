import { signInAsAdmin } from './helpers/admin.ts';
import { signedInUser, xsrfHeader } from './helpers/auth.ts';
import { seriousViolations } from './helpers/axe.ts';
import { fillPurchaseForm, openPayment, purchaseViaApi } from './helpers/checkout.ts';
import { makeOrganizer, seedOrganizer } from './helpers/database.ts';
import { chooseDoorEvent, confirmedUser, STAFF_EMAIL, scanAtDoor } from './helpers/door.ts';
import { signInAsNewOrganizer } from './helpers/organizer.ts';
import { stubMap } from './helpers/stubs.ts';
import { expect, test } from './helpers/test.ts';

// Every public screen, checked by axe-core for WCAG 2.1 A/AA problems a person would hit.
const screens = [
  '/',
  '/concerts',
  '/event-details/1',
  '/event-details/999',
  // An organizer's public page (architecture.md §16; helpers/database.ts seeds it) and an unknown one.
  '/o/eko-nights',
  '/o/nobody-by-this-name',
  '/ticket-purchase/1',
  '/ticket/OWB-aaaaaaaaaaaaaaaaaaaaaaaa',
  '/about-us',
  '/organizers',
  '/helpdesk',
  '/notifications',
  '/contact',
  '/terms',
  '/Privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/some-token-value-long-enough',
  '/verify-email/some-token-value-long-enough',
  '/no/such/page',
];

// The back office's screens and the heading each shows once loaded (signed in as the admin).
const ADMIN_SCREENS = [
  ['/admin/events', 'Events'],
  ['/admin/events/2', 'Asake: Lungu Boy Tour'],
  ['/admin/events/new', 'New event'],
  ['/admin/events/2/waitlist', 'Waitlist'],
  ['/admin/audit-log', 'Audit log'],
  ['/admin/promo-codes', 'Promo codes'],
  ['/admin/organizers', 'Organizers'],
  ['/admin/statements', 'Payout statements'],
] as const;
// The organizer console's sales screens (architecture.md §16), signed in as an organizer arranged in the database.
const ORGANIZER_SALES_SCREENS = [
  ['/organizer', 'Dashboard'],
  ['/organizer/orders', 'Orders'],
  ['/organizer/statements', 'Payout statements'],
  ['/organizer/door-staff', 'Door staff'],
] as const;
// The sales side's lists (dashboard, orders, support, inquiries, subscribers).
const SALES_ADMIN_SCREENS = [
  ['/admin', 'Dashboard'],
  ['/admin/orders', 'Orders'],
  ['/admin/support', 'Support'],
  ['/admin/inquiries', 'Organizer inquiries'],
  ['/admin/subscribers', 'Newsletter subscribers'],
] as const;

test.beforeAll(() => seedOrganizer());

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of screens) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        // The map is a third-party frame (and there is no network here); axe checks our own page.
        await stubMap(page);
        await page.goto(path);
        // The page's heading means its data has loaded (networkidle is not reliable with lazy frames).
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the purchase screens (summary, payment pop-up, thank-you, ticket) have no serious violations', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signedInUser(page, 'a11y');
      await page.goto('/ticket-purchase/1');
      await fillPurchaseForm(page, { firstName: 'Ada', gift: { firstName: 'Bola', email: 'bola@example.com' } });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy Davido Live In Concert Ticket');
      expect(await seriousViolations(page), 'order summary').toEqual([]);

      const dialog = await openPayment(page, 'NGN 3,000');
      expect(await seriousViolations(page), 'payment pop-up').toEqual([]);
      await dialog.getByRole('button', { name: 'Pay' }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Purchase!');
      expect(await seriousViolations(page), 'thank-you').toEqual([]);

      await page.getByRole('button', { name: 'View Ticket' }).click();
      await expect(page.getByRole('button', { name: 'Download Ticket' })).toBeEnabled();
      expect(await seriousViolations(page), 'ticket').toEqual([]);

      // Back after paying: the summary offers View Ticket instead of Pay.
      await page.goBack();
      await page.goBack();
      await expect(page.getByText('You have paid for this order.')).toBeVisible();
      expect(await seriousViolations(page), 'order summary, paid').toEqual([]);

      // A transfer on its way: the waiting page.
      await page.goto('/ticket-purchase/1');
      await fillPurchaseForm(page, { firstName: 'Ada' });
      const transfer = await openPayment(page, 'NGN 3,000');
      await transfer.getByRole('tab', { name: 'Bank transfer' }).click();
      await expect(transfer.getByRole('button', { name: 'I have sent the money' })).toBeEnabled();
      expect(await seriousViolations(page), 'payment pop-up, bank transfer').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your transfer' })).toBeVisible();
      expect(await seriousViolations(page), 'waiting for the transfer').toEqual([]);

      await page.goto('/my-tickets');
      await expect(page.getByRole('list', { name: 'Your tickets' })).toBeVisible();
      expect(await seriousViolations(page), 'my tickets').toEqual([]);
      await page.goto('/check-in');
      await expect(page.getByRole('alert')).toContainText('Staff only.');
      expect(await seriousViolations(page), 'check-in, not staff').toEqual([]);
    });

    test("a guest's order summary (its account step, both ways), sign-in and sign-up (Google) have no serious violations", async ({
      page,
    }) => {
      await page.goto('/ticket-purchase/1');
      await fillPurchaseForm(page, { firstName: 'Ada', email: 'ada.a11y@example.com' });
      await expect(page.getByLabel('Choose a password', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      expect(await seriousViolations(page), 'order summary, account step').toEqual([]);
      await page.getByRole('button', { name: 'I already have an account' }).click();
      await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
      expect(await seriousViolations(page), 'order summary, existing account').toEqual([]);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      expect(await seriousViolations(page), 'sign-in').toEqual([]);
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      expect(await seriousViolations(page), 'sign-up').toEqual([]);
    });

    test('the door (/check-in as staff: the event picker, the desk with a question and a refusal, offline; the verify page with Admit) has no serious violations', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await confirmedUser(page.request, 'staff', STAFF_EMAIL);
      const reference = await purchaseViaApi(page.request, '1');
      const { verifyUrl } = await (await page.request.get(`/api/tickets/${reference}`)).json();
      await page.goto('/check-in');
      // A device that chose before starts at its event: ask again.
      const change = page.getByRole('button', { name: 'Change event' });
      if (await change.isVisible()) await change.click();
      await expect(page.getByRole('heading', { name: 'Which event is this door admitting for?' })).toBeVisible();
      expect(await seriousViolations(page), 'event picker').toEqual([]);
      await chooseDoorEvent(page, 'Davido Live In Concert');
      await expect(page.getByTestId('door-list')).toContainText('List updated');
      await scanAtDoor(page, verifyUrl);
      await expect(page.getByRole('region', { name: 'Confirm: doors not open yet' })).toBeVisible();
      expect(await seriousViolations(page), 'desk, asking to confirm').toEqual([]);
      await scanAtDoor(page, 'not a ticket');
      await expect(page.getByRole('region', { name: 'Refused: invalid ticket' })).toBeVisible();
      expect(await seriousViolations(page), 'desk, a refusal').toEqual([]);
      await context.setOffline(true);
      await expect(page.getByTestId('door-online')).toContainText('Offline');
      expect(await seriousViolations(page), 'desk, offline').toEqual([]);
      await context.setOffline(false);
      await page.goto(verifyUrl);
      await expect(page.getByRole('button', { name: 'Admit' })).toBeVisible();
      expect(await seriousViolations(page), 'verify page with Admit').toEqual([]);
    });

    test("the organizers page's apply form and the back office's organizer screen have no serious violations", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signedInUser(page, 'a11y-apply');
      await page.goto('/organizers');
      const form = page.getByRole('form', { name: 'Organizer application' });
      await expect(form).toBeVisible();
      expect(await seriousViolations(page), 'apply form').toEqual([]);
      const name = `A11y Shows ${width} ${Date.now().toString(36)}`;
      await form.getByLabel('Organizer name (required)').fill(name);
      await form.getByLabel('Contact phone (required)').fill('08031234567');
      await form.getByLabel('What you run (required)').fill('Comedy nights');
      await form.getByRole('button', { name: 'Apply to sell tickets' }).click();
      await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
      expect(await seriousViolations(page), 'application under review').toEqual([]);

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await context.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/admin/organizers?status=pending');
      await admin.getByRole('link', { name }).click();
      await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await seriousViolations(admin), 'organizer screen').toEqual([]);
      await admin.getByRole('button', { name: 'Decline' }).click();
      await expect(admin.getByRole('dialog', { name: `Decline ${name}?` })).toBeVisible();
      expect(await seriousViolations(admin), 'decline dialog').toEqual([]);
      await context.close();
    });

    test('the organizer console sales screens have no serious violations', async ({ page }) => {
      test.setTimeout(180_000);
      const organizer = await confirmedUser(page.request, 'a11y-organizer');
      makeOrganizer(organizer.email, 'A11y Organizer');
      for (const [path, heading] of ORGANIZER_SALES_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test("the organizer console's events, editor, codes and waitlist have no serious violations", async ({ page }) => {
      test.setTimeout(180_000);
      // An approved organizer with a payout account, arranged as an approval would (architecture.md §16).
      const organizer = await confirmedUser(page.request, 'organizer-a11y');
      makeOrganizer(organizer.email, `A11y Shows ${width}`);
      const created = await page.request.post('/api/organizer/events', {
        headers: await xsrfHeader(page.request),
        data: {
          title: `Accessible Night ${width}`,
          artistName: 'A11y Band',
          category: 'Concert',
          description: 'One night.',
          about: 'All the songs.',
          venue: 'Terra Kulture',
          city: 'Lagos',
          timeZone: 'Africa/Lagos',
          startDate: '2031-06-01',
          startTime: '20:00',
          basePrice: 5000,
          capacity: 50,
          status: 'draft',
        },
      });
      expect(created.status()).toBe(201);
      const { event } = await created.json();
      for (const [path, heading] of [
        ['/organizer/events', 'Events'],
        ['/organizer/events/new', 'New event'],
        [`/organizer/events/${event.id}`, `Accessible Night ${width}`],
        [`/organizer/events/${event.id}/waitlist`, 'Waitlist'],
        ['/organizer/promo-codes', 'Promo codes'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // The review card once its organizer has loaded.
      await page.goto(`/organizer/events/${event.id}`);
      await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
      expect(await seriousViolations(page), 'review card').toEqual([]);
    });

    test('the back office screens (and its menu on a phone) have no serious violations', async ({ page }) => {
      test.setTimeout(240_000);
      await signInAsAdmin(page);
      // Each screen once its heading shows, i.e. its chunk and its first page of data have loaded.
      for (const [path, heading] of [...ADMIN_SCREENS, ...SALES_ADMIN_SCREENS]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // The event's Ticket types card (product.md §2.13) once its table has loaded, and its Add dialog (opened, not saved).
      await page.goto('/admin/events/2');
      await expect(page.getByRole('region', { name: 'Ticket types of this event' })).toBeVisible();
      expect(await seriousViolations(page), 'ticket types card').toEqual([]);
      await page.getByRole('button', { name: 'Add a ticket type' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a ticket type' })).toBeVisible();
      expect(await seriousViolations(page), 'ticket type dialog').toEqual([]);
      await page.keyboard.press('Escape');
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open admin menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
        expect(await seriousViolations(page), 'admin menu open').toEqual([]);
      }
    });

    test("the back office's order (with its refund dialog), support thread and inquiry have no serious violations", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInAsAdmin(page);
      const reference = await purchaseViaApi(page.request, '1');
      const headers = await xsrfHeader(page.request);
      // Support tickets are limited to 5 an hour per address: make one only if the inbox is empty.
      const inbox = (await (await page.request.get('/api/admin/support-tickets?pageSize=1')).json()) as {
        total: number;
      };
      if (inbox.total === 0) {
        await page.request.post('/api/support-tickets', {
          headers,
          data: {
            email: 'a11y.help@example.com',
            subject: 'Accessibility check',
            description: 'A request to look at.',
          },
        });
      }
      await page.request.post('/api/organizer-inquiries', {
        headers,
        data: {
          name: 'Ada Organizer',
          email: 'ada.org@example.com',
          organization: 'A11y Events',
          eventType: 'Concert',
          message: 'We would like to sell tickets with you.',
        },
      });

      await page.goto(`/admin/orders?q=${reference}`);
      await page.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
      expect(await seriousViolations(page), 'order').toEqual([]);
      await page.getByRole('button', { name: 'Refund order' }).click();
      await expect(page.getByRole('dialog', { name: 'Refund this order?' })).toBeVisible();
      expect(await seriousViolations(page), 'refund dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/admin/support');
      await page.getByRole('table', { name: 'Support tickets' }).getByRole('link').first().click();
      await expect(page.getByRole('list', { name: 'Thread' })).toBeVisible();
      expect(await seriousViolations(page), 'support thread').toEqual([]);

      await page.goto('/admin/inquiries?q=A11y%20Events');
      await page.getByRole('link', { name: 'Ada Organizer' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'A11y Events' })).toBeVisible();
      expect(await seriousViolations(page), 'inquiry').toEqual([]);
    });

    test("the organizer console's payout account screen (empty, and an account checked) has no serious violations", async ({
      page,
    }) => {
      await signInAsNewOrganizer(page, 'A11y Organizer');
      await page.goto('/organizer/payouts');
      await expect(page.getByRole('heading', { level: 1, name: 'Payout account' })).toBeVisible();
      await expect(page.getByLabel('Bank')).toBeVisible();
      expect(await seriousViolations(page), 'no payout account').toEqual([]);
      await page.getByLabel('Bank').selectOption({ label: 'Zenith Bank' });
      await page.getByLabel('Account number').fill('0123456789');
      await page.getByRole('button', { name: 'Check account' }).click();
      await expect(page.getByRole('button', { name: 'Save payout account' })).toBeVisible();
      expect(await seriousViolations(page), 'account checked').toEqual([]);
    });

    test('the back office refusing a signed-in buyer has no serious violations', async ({ page }) => {
      await signedInUser(page, 'a11y');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the helpdesk with its chat panel and its Create Ticket modal open has no serious violations', async ({
      page,
    }) => {
      await page.goto('/helpdesk');
      await page.getByRole('button', { name: 'Start Chat' }).click();
      await page
        .getByRole('dialog', { name: 'Chat with our assistant' })
        .getByRole('button', { name: 'Can I get a refund?' })
        .click();
      expect(await seriousViolations(page), 'chat').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      await page
        .getByRole('dialog', { name: 'Create a support ticket' })
        .getByRole('button', { name: 'Submit Ticket' })
        .click();
      expect(await seriousViolations(page), 'support form').toEqual([]);
    });
  });
}
