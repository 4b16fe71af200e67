// One file per domain; each later domain (users, businesses, products, social, inquiries, billing)
// adds its own file here and a line below.
export * from './reference.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './needhelp.ts';
export * from './files.ts';
export * from './businesses.ts';
export * from './products.ts';
export * from './social.ts';
export * from './search.ts';
export * from './posts.ts';
export * from './payments.ts';
export * from './stored-attachment.ts';
export * from './inquiries.ts';
export * from './buying-requests.ts';
export * from './promotion.ts';
export * from './reputation.ts';
export * from './moderation.ts';
export * from './verification.ts';
