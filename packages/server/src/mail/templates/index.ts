// Every mail the server sends: templates write words and actions, layout.ts gives them the
// site's look (an HTML part) and a plain-text part with every link written out.
export * from './accounts.ts';
export * from './careers.ts';
export * from './follows.ts';
export * from './guardians.ts';
export * from './layout.ts';
export * from './memberships.ts';
export * from './receipts.ts';
export * from './studio.ts';
