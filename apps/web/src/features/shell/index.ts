import type { RouteObject } from 'react-router';

export { Layout } from './components/Layout.tsx';
/** The home page and anything else the shell itself serves. */
export const routes: RouteObject[] = [];
