import { isIP } from 'node:net';
import { z } from 'zod';

/** Which hops of X-Forwarded-For are believed: none, the last `n`, or those sent by these
 * addresses/networks (Fastify's trustProxy; the client is the first untrusted hop from the right). */
export type TrustedProxies = false | number | string[];

// Names proxy-addr (under Fastify) knows for ranges of private addresses.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string) {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const refusedTrustProxy =
  '"true" would believe every X-Forwarded-For hop, so a client could choose its own address. Set the number of proxies in front of the API (1 for one nginx) or their addresses and networks (127.0.0.1,10.0.0.0/8)';

// TRUST_PROXY: "false" (or empty), a hop count ("1"), or a comma-separated list of proxy
// addresses, networks (CIDR) and the names loopback, linklocal, uniquelocal.
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): TrustedProxies => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({ code: 'custom', message: refusedTrustProxy });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a number of proxies or their addresses and networks (CIDR); not understood: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The form Fastify's trustProxy takes: a hop count becomes "trust the first n hops from this
 * server" (what proxy-addr does with a number; Fastify's types accept no number). */
export function fastifyTrustProxy(trusted: TrustedProxies) {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}
