// Webhooks go only to the public internet (decision 105). An admin's endpoint URL is a request
// our server makes on its behalf: pointed at 127.0.0.1, a private network or the cloud metadata
// address, it would reach services no visitor can, and 'Send test event' would map them. So an
// address is checked when it is saved and again at each delivery, on the addresses the connection
// itself uses (a host name that resolved to a public address at save time and to 127.0.0.1 later,
// DNS rebinding, is refused then). WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true lifts the rule for
// development and tests, whose receivers listen on 127.0.0.1.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// IANA's special-purpose registries: nothing a webhook receiver on the internet answers from. Two
// lists, because a BlockList checks an IPv4 address against its IPv6 rules as a mapped address
// (::ffff:0:0/96 in one list would refuse every IPv4 address); the IPv4 list checks mapped IPv6
// addresses (::ffff:127.0.0.1, ::ffff:7f00:1) in turn.
const INTERNAL_V4 = new BlockList();
const INTERNAL_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  INTERNAL_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL_V6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook may not reach (loopback, private, link-local, reserved), and for anything that is not an address. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return INTERNAL_V4.check(address, 'ipv4');
  return INTERNAL_V6.check(address, 'ipv6') || INTERNAL_V4.check(address, 'ipv6');
}

export const INTERNAL_ADDRESS_MESSAGE =
  'The endpoint URL points at a local or private network address. Webhooks are sent only to addresses on the public internet.';
export const UNRESOLVED_MESSAGE = 'The endpoint URL’s host name could not be found. Check the address.';

/** The host of a URL as dns.lookup takes it ('[::1]' -> '::1'). */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  if (isIP(hostname)) return Promise.resolve([{ address: hostname, family: isIP(hostname) }]);
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

/**
 * Why an endpoint URL may not be saved (a sentence), or null when it may: every address its host
 * resolves to must be public. Bounded by the system resolver's own timeout.
 */
export async function webhookAddressRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(hostOf(url));
  } catch {
    return UNRESOLVED_MESSAGE;
  }
  if (addresses.length === 0) return UNRESOLVED_MESSAGE;
  return addresses.some(({ address }) => isInternalAddress(address)) ? INTERNAL_ADDRESS_MESSAGE : null;
}

/** The error a delivery's connection fails with when its host resolves to an internal address. */
export class InternalAddressError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
  constructor() {
    super('the host resolves to a local or private address, which webhooks may not reach');
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup for the delivery's own connection (http.request's `lookup`): the addresses it
 * connects to are the ones checked, so a rebinding answer between the check and the connection
 * cannot slip through. Refuses when any address of the host is internal.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address))) return callback(new InternalAddressError(), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
}
