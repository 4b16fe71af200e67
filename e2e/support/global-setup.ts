import { buildWebApp } from '../../scripts/test-support/web-build.ts';
import { e2eWebDist } from './paths.ts';

/**
 * Builds the web app once, from the current sources, into a folder of the test run's own, so
 * that a developer's `npm start` (which may rebuild apps/web/dist) never swaps the assets under a
 * running journey.
 */
export function setup(): void {
  buildWebApp(e2eWebDist);
}
