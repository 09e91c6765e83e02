// The visitor's address, which every limit counts (sign-in throttle, forms, the content API, visit
// statistics, the load limits): the socket's, or, behind proxies, the one the nearest trusted proxy
// saw. X-Forwarded-For is read from the right: proxies append the address they saw, so the entries
// on the left are whatever the client chose to send and are never believed. docs/decisions/098.
import net from 'node:net';
import type { TrustedProxies } from './env';

/** The address as one spelling: no port, no brackets, IPv4 without its IPv6 mapping. */
export function normalizeAddress(text: string): string {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return net.isIP(address) === 6 ? address.toLowerCase() : address;
}

/** Whether an address falls in the trusted list (addresses and networks, as TRUST_PROXY gives them). */
export function trustedList(addresses: string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of addresses) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export type ClientAddressReader = {
  /** The visitor's address for a request that came in on `socketAddress` with this X-Forwarded-For. */
  (socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string;
  /** Whether connections from this address are a proxy's (many visitors share them: not capped per address). */
  isProxy(socketAddress: string): boolean;
};

/** Longest address kept: a proxy that forwards garbage must not make keys or log lines grow. */
const MAX_ADDRESS_LENGTH = 64;

export function createClientAddressReader(trusted: TrustedProxies): ClientAddressReader {
  const isTrusted = 'addresses' in trusted ? trustedList(trusted.addresses) : () => false;
  const hops = 'hops' in trusted ? trusted.hops : 0;
  const read = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string => {
    const socket = normalizeAddress(socketAddress ?? 'unknown');
    if (hops === 0 && !isTrusted(socket)) return socket;
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
    // Nearest first: the socket, then what each proxy appended, from the right.
    const chain = [socket, ...header.split(',').map(normalizeAddress).filter(Boolean).reverse()];
    let at = 0;
    if (hops > 0) at = Math.min(hops, chain.length - 1);
    else while (at < chain.length - 1 && isTrusted(chain[at]!)) at++;
    return chain[at]!.slice(0, MAX_ADDRESS_LENGTH);
  };
  return Object.assign(read, { isProxy: (socketAddress: string) => hops > 0 || isTrusted(normalizeAddress(socketAddress)) });
}

/** Whether the server is behind a proxy at all (it then also believes X-Forwarded-Proto). */
export function behindProxy(trusted: TrustedProxies): boolean {
  return 'addresses' in trusted || trusted.hops > 0;
}
