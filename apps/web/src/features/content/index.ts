/** Public content pages, the need-help enquiry and the membership pages (see docs/content.md). */
export { routes } from './routes.tsx';
