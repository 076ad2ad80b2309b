export const notFoundCopy = {
  metaTitle: 'Page not found',
  eyebrow: 'Error 404',
  heading: "This page isn't here.",
  text: 'The link may be old, or the address mistyped. Everything we offer is one click away from here.',
  homeLabel: 'Back to the home page',
  resourcesLabel: 'Browse the resources',
  bookLead: 'Came to talk about growth?',
};
