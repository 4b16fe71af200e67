import { resolve } from 'node:path';

/** The web build the browser tests serve (see global-setup.ts). */
export const e2eWebDist = resolve('.tmp/e2e-web-dist');
