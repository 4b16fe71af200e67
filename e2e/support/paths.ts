import { resolve } from 'node:path';

/**
 * The web build the browser tests serve (see global-setup.ts). E2E_WEB_DIST lets two runs at once
 * (two developers' journeys on one machine) each build into a folder of their own.
 */
export const e2eWebDist = resolve(process.env.E2E_WEB_DIST ?? '.tmp/e2e-web-dist');
