import { isNewsletterOutcome } from '@storefront/contracts/rules';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { MenuLinks } from '../components/layout/menu-links.tsx';
import { NewsletterForm } from '../components/layout/newsletter-form.tsx';

/**
 * /menu: the menu as a page (decision 28). The header's menu button is a link here, so it
 * works on the first tap, before the page's scripts have run (then it opens the sidebar instead).
 * It is also where the newsletter form posted without scripts lands, with the outcome in its
 * query (`?newsletter=subscribed`), the same for every visitor: the email never travels back.
 */
export function Component() {
  const [params] = useSearchParams();
  const outcome = params.get('newsletter');
  const retry = Number.parseInt(params.get('retry') ?? '', 10);
  return (
    <main className="mx-auto grid w-full max-w-md flex-1 content-start gap-8 px-4 py-10 sm:px-6">
      <PageTitle title="Menu" />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Menu</h1>
      <MenuLinks />
      <section id="newsletter" className="scroll-mt-24 rounded-2xl bg-brand-50 p-4">
        <NewsletterForm
          outcome={isNewsletterOutcome(outcome) ? outcome : undefined}
          retry={Number.isFinite(retry) && retry > 0 ? retry : undefined}
        />
      </section>
    </main>
  );
}
