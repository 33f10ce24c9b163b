import { seriousViolations } from './helpers/axe.ts';
import { expect, type Page, test } from './helpers/test.ts';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A screenshot for a person to look at, when E2E_SCREENSHOTS names a folder. */
async function snap(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

const uniqueEmail = () => `news.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openSidebar(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Menu' });
  await expect(sidebar).toBeVisible();
  return sidebar;
}

// A phone and a desktop: the sidebar is a full-width panel on one and a side panel on the other.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 800 } });

    test.describe('newsletter (sidebar)', () => {
      test('empty, invalid, success and already-subscribed messages; the welcome email is in the mailbox', async ({
        page,
      }) => {
        const sidebar = await openSidebar(page);
        const field = sidebar.getByLabel('Email address');
        const subscribe = sidebar.getByRole('button', { name: 'Subscribe' });

        await subscribe.click();
        await expect(sidebar.getByRole('alert')).toHaveText('Please enter an email address.');
        await field.fill('nope');
        await subscribe.click();
        await expect(sidebar.getByRole('alert')).toHaveText('Please enter a valid email address.');

        const email = uniqueEmail();
        await field.fill(email);
        await subscribe.click();
        await expect(sidebar.getByRole('status')).toHaveText('Subscribed successfully!');
        await snap(page, `newsletter-success-${page.viewportSize()?.width}`);
        // The open sidebar with its message (and the hidden honeypot) passes axe.
        expect(await seriousViolations(page)).toEqual([]);

        await field.fill(email.toUpperCase());
        await subscribe.click();
        await expect(sidebar.getByRole('status')).toHaveText('This email is already subscribed to the newsletter.');
        await expect(field).toHaveValue('');

        // The welcome email went through the outbox, with an unsubscribe link that works.
        const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const [message] = (await outbox.json()).messages as { subject: string; links: string[] }[];
        expect(message?.subject).toBe('Welcome to the Owambe Tickets newsletter');
        const link = message?.links.find((href) => href.includes('/api/newsletter/unsubscribe?token='));
        expect(link).toBeDefined();
        await page.goto(link ?? '');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
      });
    });

    test.describe('organizer inquiry', () => {
      test('missing-field message, then the thanks, and the form resets', async ({ page }) => {
        await page.goto('/organizers');
        const form = page.getByRole('form', { name: 'Organizer inquiry' });
        await form.getByRole('button', { name: 'Submit Inquiry' }).click();
        await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');

        await form.getByLabel('Name (required)').fill('Ada Obi');
        await form.getByLabel('Email (required)').fill(uniqueEmail());
        await form.getByLabel('Organization').fill('Lagos Live');
        await form.getByLabel('Event type').selectOption('Concert');
        await form.getByLabel('Message').fill('A show in Lekki for 2,000 people.');
        await form.getByRole('button', { name: 'Submit Inquiry' }).click();
        await expect(form.getByRole('status')).toHaveText(
          'Thank you for your interest! We’ll get back to you within 24 hours.',
        );
        await expect(form.getByLabel('Name (required)')).toHaveValue('');
        await form.getByRole('status').scrollIntoViewIfNeeded();
        await snap(page, `inquiry-success-${page.viewportSize()?.width}`);
        expect(await seriousViolations(page)).toEqual([]);

        const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent('sales@owambetickets.ng')}`);
        expect((await outbox.json()).messages[0]?.subject).toBe('Organizer inquiry from Ada Obi');
      });
    });
  });
}
