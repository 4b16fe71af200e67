/**
 * Test data shared by the auth service's and the web app's tests (`@wbn/contracts/testing`; never
 * imported by product code).
 *
 * Thirty `continue` values that try to send a browser off the portal after a sign-in: absolute and
 * scheme-relative addresses, backslashes, tabs, dot segments, percent-encoding, `javascript:` and
 * `data:`, look-alike hosts and user-info tricks, some of them behind the portal's own origin.
 */
export function openRedirectPayloads(portalOrigin: string): string[] {
  const host = new URL(portalOrigin).host;
  const o = portalOrigin;
  return [
    'https://evil.example/',
    'http://evil.example/x',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/../..//evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    `${o}//evil.example/x`,
    `${o}/\\evil.example`,
    `${o}/\t/evil.example`,
    `${o}/../..//evil.example`,
    `${o}/%2F%2Fevil.example`,
    `${o}/%5C%5Cevil.example`,
    'http:evil.example',
    'http:/\\evil.example',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    `http://${host}.evil.example/`,
    `http://mexico.${host}.evil.example/`,
    `http://evil.${host}/`,
    `http://${host}@evil.example/`,
    `http://evil.example\\@${host}/`,
  ];
}
