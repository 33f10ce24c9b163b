import { signedInUser } from './helpers/auth.ts';
import { purchaseViaApi } from './helpers/checkout.ts';
import { expect, type Page, test } from './helpers/test.ts';

// Event 1 is Davido Live In Concert (purchaseViaApi buys one ticket for it).
const TITLE = 'Davido Live In Concert';

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with our assistant' });

test('the chat assistant answers an FAQ question and looks up a real ticket by its reference', async ({ page }) => {
  await signedInUser(page, 'helpchat');
  const reference = await purchaseViaApi(page.request, '1');

  await page.goto('/helpdesk');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const panel = chat(page);
  await expect(panel).toBeVisible();
  const message = panel.getByLabel('Your message');
  await expect(message).toBeFocused();

  await message.fill('How do I get a refund?');
  await message.press('Enter');
  await expect(panel.getByRole('log')).toContainText('Refunds are available within 24 hours of purchase.');

  await message.fill(`What is the status of ${reference}?`);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByRole('log')).toContainText(`I found your ticket for ${TITLE}. Status: unused`);
  await panel.getByRole('link', { name: 'View ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${reference}$`));
  await expect(page.getByRole('article')).toContainText(reference);
});

test('a support ticket is submitted from the modal and both emails reach the dev mailbox', async ({ page }) => {
  const email = `help.${Date.now()}@example.com`;
  await page.goto('/helpdesk');
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a support ticket' });
  await expect(modal.getByLabel('Email')).toBeFocused();

  await modal.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(modal.getByText('Please enter a valid email address.')).toBeVisible();

  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Subject').fill('Ticket <b>never</b> arrived');
  await modal.getByLabel('Description').fill('I paid for two tickets yesterday and got no email.');
  await modal.getByLabel('Category').selectOption('Ticketing');
  await modal.getByLabel('Event (optional)').selectOption({ label: TITLE });
  await modal.getByRole('button', { name: 'Submit Ticket' }).click();

  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Ticket submitted successfully!' })).toBeVisible();

  const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await answer.json()) as { messages: { subject: string }[] };
  const ticketNumber = /SUP-[0-9A-Z]{8}/.exec(messages[0]?.subject ?? '')?.[0];
  expect(ticketNumber).toBeDefined();

  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'support@owambetickets.ng' })
      .filter({ hasText: `[${ticketNumber}] Ticketing` }),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: email })
      .filter({ hasText: `Your support ticket ${ticketNumber}` }),
  ).toHaveCount(1);
});

test('the FAQ opens with the keyboard, and the footer FAQ link lands on it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/helpdesk#faq$/);
  // A native disclosure (decision 28): its <summary> opens it, with or without the page's scripts.
  const question = page.locator('summary', { hasText: 'How do I check my ticket status?' });
  await expect(question).toBeInViewport();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details', { has: question })).toHaveAttribute('open', '');
  await expect(page.getByText(/check your ticket status on the Ticket Details page/)).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshots at ${width} px: the helpdesk, the chat open, the modal open`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/helpdesk');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`helpdesk-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Start Chat' }).click();
    await chat(page).getByRole('button', { name: 'How do I buy tickets?' }).click();
    await expect(chat(page).getByRole('log')).toContainText('via the Events page');
    await page.screenshot({ path: info.outputPath(`chat-${width}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create Ticket' }).click();
    await page
      .getByRole('dialog', { name: 'Create a support ticket' })
      .getByRole('button', { name: 'Submit Ticket' })
      .click();
    await page.screenshot({ path: info.outputPath(`modal-${width}.png`) });
  });
}
