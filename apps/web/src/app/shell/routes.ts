import { createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';

const HomePage = lazy(() => import('./components/HomePage.tsx').then((m) => ({ default: m.HomePage })));

/** The home page and anything else the shell itself serves (each page's code loads on demand). */
export const routes: RouteObject[] = [{ path: '/', element: createElement(HomePage) }];
