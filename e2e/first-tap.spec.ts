// The first tap works before the page's scripts have run (decision 28). A server-rendered
// page paints about a second before it hydrates; here the scripts never run at all (JavaScript
// off), and each control must still do its job through plain HTML and the server. Playwright's own
// `test`: helpers/test.ts would wait for a hydration that never comes.
import { expect, type Page, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const uniqueEmail = (what: string) =>
  `${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The page was server-rendered and its loader never ran: no module script was added to it. */
async function noScriptsRan(page: Page) {
  await expect(page.locator('#root main')).toBeVisible();
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test.describe(`without scripts at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    test('the menu button opens the menu (its page) with the links and the newsletter', async ({ page }) => {
      await page.goto('/concerts');
      await noScriptsRan(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      for (const name of ['About Us', 'Helpdesk', 'My Tickets', 'For Organizers', 'Log In']) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Helpdesk' }).click();
      await expect(page).toHaveURL(/\/helpdesk$/);
    });

    test('the hero search is answered by the server with the results', async ({ page }) => {
      await page.goto('/');
      await noScriptsRan(page);
      await page.getByRole('searchbox', { name: 'Event' }).fill('davido');
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Concert');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/\?event=davido&category=Concert&location=$/);
      const results = page.getByRole('region', { name: 'Search results' });
      await expect(results.getByRole('status')).toHaveText('1 event found matching “davido” (Concert).');
      await expect(results.getByRole('article')).toHaveCount(1);
      await expect(results.getByRole('heading', { name: 'Davido Live In Concert' })).toBeVisible();
      // The form shows what was searched.
      await expect(page.getByRole('searchbox', { name: 'Event' })).toHaveValue('davido');
    });

    test("the newsletter form posts and the answer page says the spec's messages", async ({ page }) => {
      await page.goto('/menu');
      const field = page.getByLabel('Email address');
      const subscribe = page.getByRole('button', { name: 'Subscribe' });

      await subscribe.click();
      await expect(page).toHaveURL(/\/menu\?newsletter=empty#newsletter$/);
      await expect(page.getByRole('alert')).toHaveText('Please enter an email address.');
      await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

      await field.fill('not-an-email');
      await subscribe.click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');

      const email = uniqueEmail('nojs');
      await field.fill(email);
      await subscribe.click();
      await expect(page).toHaveURL(/\/menu\?newsletter=subscribed#newsletter$/);
      await expect(page.getByRole('status')).toHaveText('Subscribed successfully!');
      expect(page.url()).not.toContain('example.com');

      await field.fill(email.toUpperCase());
      await subscribe.click();
      await expect(page.getByRole('status')).toHaveText('This email is already subscribed to the newsletter.');

      // The welcome email went out as from the sidebar's form.
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      expect((await outbox.json()).messages).toHaveLength(1);
    });

    test('the FAQ answers open on a tap', async ({ page }) => {
      await page.goto('/helpdesk');
      await noScriptsRan(page);
      const answer = page.getByText(/Refunds are available within 24 hours of purchase/);
      await expect(answer).toBeHidden();
      await page.getByText('Can I get a refund?').click();
      await expect(answer).toBeVisible();
    });

    test('Create Ticket leads to the form, which posts and names the ticket', async ({ page }) => {
      await page.goto('/helpdesk');
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      await expect(page).toHaveURL(/\/helpdesk\/ticket$/);
      const email = uniqueEmail('nojs.ticket');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Subject').fill('Ticket never arrived');
      await page.getByLabel('Description').fill('I paid yesterday and have no email yet.');
      await page.getByLabel('Category').selectOption('Ticketing');
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(page).toHaveURL(/\/helpdesk\/ticket\?submitted=SUP-[0-9A-Z]{8}#support-form$/);
      const number = /submitted=(SUP-[0-9A-Z]{8})/.exec(page.url())?.[1];
      await expect(page.getByRole('status')).toHaveText(
        `Ticket submitted successfully! Your ticket number is ${number}. We will answer at the email address you gave.`,
      );
    });

    test('the browser checks the support form before it posts, so nothing typed is lost', async ({ page }) => {
      await page.goto('/helpdesk/ticket');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Subject').fill('Hey');
      await page.getByLabel('Description').fill('I paid yesterday and have no email yet.');
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      // Refused by the browser (minlength): still here, still filled.
      await expect(page).toHaveURL(/\/helpdesk\/ticket$/);
      await expect(page.getByLabel('Description')).toHaveValue('I paid yesterday and have no email yet.');
      await expect(page.locator('input[name="subject"]:invalid')).toHaveCount(1);
    });
  });
}
