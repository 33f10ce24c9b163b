var e = [`open`, `answered`, `closed`],
  t = { open: `Open`, answered: `Answered`, closed: `Closed` },
  n = 5e3,
  r = {
    ticketNotFound: `No support ticket found with this number.`,
    inquiryNotFound: `No organizer inquiry found with this ID.`,
    status: `Status must be one of: ${e.join(`, `)}.`,
    subscriberStatus: `Status must be one of: active, unsubscribed.`,
    replyLength: `A reply must be 2 to ${n} characters long.`,
    replyControl: `A reply must not contain control characters.`,
    replied: (e) => `Your reply is on its way to ${e} and kept in the thread.`,
    statusSet: (e) => `The ticket is now ${t[e].toLowerCase()}.`,
    mailerliteNote: `Newsletter sign-ups go to MailerLite (NEWSLETTER_PROVIDER=mailerlite): this list shows only addresses kept in our own table.`,
  };
function i(e) {
  const t = e.trim().length;
  return t < 2 || t > 5e3 ? r.replyLength : null;
}

export { e as n, i, n as t, r, t as a };
//# sourceMappingURL=admin-support-messages-DXWo4twG.js.map
