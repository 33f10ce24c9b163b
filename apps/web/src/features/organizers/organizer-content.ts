/** The organizers page's marketing copy (product.md §2.11: benefits, 5 steps, resources). */
export const benefits = [
  {
    title: 'Easy setup',
    text: 'Tell us about your event and your ticket page is live in a day: poster, description, prices and capacity.',
  },
  {
    title: 'Global reach',
    text: 'Sell to fans in Lagos, London, Atlanta and everywhere the diaspora lives, all paying in naira.',
  },
  {
    title: 'Secure payments',
    text: 'Card payments through a licensed provider, amounts checked on our servers, and fraud-resistant QR tickets.',
  },
  {
    title: 'Real-time analytics',
    text: 'See tickets sold, revenue and remaining capacity as they change, not at the end of the week.',
  },
  {
    title: 'Dedicated support',
    text: 'A named contact for your event, and a helpdesk that answers your buyers so you can focus on the show.',
  },
];

export const steps = [
  { title: 'Sign up', text: 'Send us an inquiry and we set up your organizer account.' },
  { title: 'Create event', text: 'Add your poster, venue, date, ticket price and capacity.' },
  { title: 'Promote', text: 'Share your event link; we feature it to our audience too.' },
  { title: 'Sell tickets', text: 'Fans pay by card in naira and get their QR ticket instantly.' },
  { title: 'Get paid', text: 'Your share is split to your account automatically on every sale.' },
];

export const resources = [
  {
    title: 'Organizer guide',
    text: 'Everything from choosing a ticket price to running a smooth entrance on the night.',
    subject: 'Organizer guide request',
  },
  {
    title: 'Pricing and payouts',
    text: 'How our fees work, when payouts arrive and how split payments reach your bank.',
    subject: 'Pricing and payouts question',
  },
  {
    title: 'Promotion toolkit',
    text: 'Poster sizes, social media templates and tips that help shows sell out.',
    subject: 'Promotion toolkit request',
  },
];
