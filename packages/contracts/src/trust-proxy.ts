import { z } from 'zod';

/**
 * Which hops in front of the API and the sign-on service may say who the client is (`TRUST_PROXY`,
 * read by both): `false` trusts none, so the client is the socket's address; a number trusts that
 * many hops counted from the server; a list trusts the hops whose address is in it (addresses,
 * CIDR ranges, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). The client address is
 * then the right-most entry of X-Forwarded-For that no trusted hop wrote, so a value the client
 * writes itself (always the left-most) is never taken. Decision 0011.
 */
export type TrustProxy = false | number | string[];

const namedRanges = ['loopback', 'linklocal', 'uniquelocal'] as const;
const hop = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(namedRanges)]);

export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const raw = value?.trim() ?? '';
    if (raw === '' || raw === 'false' || raw === 'none') return false;
    if (/^\d+$/.test(raw)) return Number(raw) || false;
    if (raw === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every hop, so any client could choose its own address: give the number of proxies in front of the server, or their addresses or ranges',
      });
      return z.NEVER;
    }
    const hops = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = hops.filter((entry) => !hop.safeParse(entry).success);
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address, a CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return hops;
  });

/**
 * The setting as Fastify's `trustProxy` option. Fastify itself no longer honours a bare count (a
 * client that reaches the server directly could add enough hops of its own), so a count becomes a
 * function of the hop's position: it is right only where the server cannot be reached except
 * through that many proxies. Addresses and ranges also check who the hops are.
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
