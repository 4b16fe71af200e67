// One file per domain; each later domain (users, businesses, products, social, inquiries, billing)
// adds its own file here and a line below.
export * from './reference.ts';
