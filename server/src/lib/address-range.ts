import { BlockList, isIP } from 'node:net';

export interface AddressRange {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** An IP address (a range of one) or a CIDR: `10.0.0.5`, `10.0.0.0/24`, `::1`, `2001:db8::/32`; null when neither. */
export function addressRange(entry: string): AddressRange | null {
  const [network = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(network);
  if (rest.length > 0 || version === 0 || network.includes('%')) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { network, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** IPv4 written as IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports an IPv4 client) as plain IPv4. */
const plainAddress = (address: string) =>
  address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * Whether an address falls in one of the ranges (`addressRange`'s notation; a malformed one is an error): node:net's
 * BlockList, here a list of the allowed.
 */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const range = addressRange(entry);
    if (!range) throw new Error(`not an IP address or a CIDR: ${entry}`);
    list.addSubnet(range.network, range.prefix, range.family);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && !plain.includes('%') && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
