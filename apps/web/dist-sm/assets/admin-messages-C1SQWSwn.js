var e = {
  adminOnly: `Only admins can use the back office.`,
  notAllowedTitle: `Admins only`,
  notAllowedBody: `This part of the site is for the people who run the storefront. If you should have access, ask an admin to add your account.`,
  page: `The page must be a whole number from 1.`,
  pageSize: `The page size must be a whole number from 1 to 100.`,
  direction: `The sort direction must be asc or desc.`,
  search: `The search text must be at most 200 characters, without control characters.`,
  sortBy: (e) => `Sort by one of: ${e.join(`, `)}.`,
  filter: (e) => `The ${e} filter is not valid.`,
  listEmpty: `Nothing here yet.`,
  listNoMatch: `Nothing matches these filters.`,
  listFailed: `The list could not be loaded. Please try again.`,
};

export { e as t };
//# sourceMappingURL=admin-messages-C1SQWSwn.js.map
