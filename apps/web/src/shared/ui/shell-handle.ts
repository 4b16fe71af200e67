/**
 * What a route may ask of the page frame (src/app/shell) through its `handle`, e.g. the management
 * screen's /edit/ form, which comes without the footer. It lives in shared/ because features
 * declare it on their routes and must not import src/app.
 */
export interface ShellHandle {
  withoutFooter?: boolean;
}
