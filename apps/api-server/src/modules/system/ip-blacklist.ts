import { BlockList, isIPv4 } from 'node:net';

/** RuoYi's answer to a login from a blacklisted address. */
export const IP_BLACKLISTED = '很遗憾，访问IP已被列入系统黑名单';

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is compared as `10.0.0.1`. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/**
 * Whether `ip` matches `sys.login.blackIPList` (RuoYi's format: entries separated by `;`, each an address, a
 * `*` wildcard such as `192.168.1.*`, or a CIDR network such as `10.0.0.0/8`). Unreadable entries match nothing.
 */
export function isBlacklisted(list: string, ip: string): boolean {
  const address = plainIp(ip);
  return list
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)
    .some((entry) => entryMatches(entry, address));
}

function entryMatches(entry: string, ip: string): boolean {
  if (entry.includes('*')) {
    const pattern = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^.:]*')}$`);
    return pattern.test(ip);
  }
  if (entry.includes('/')) {
    const [network, bits] = entry.split('/');
    const family = isIPv4(network) ? 'ipv4' : 'ipv6';
    const prefix = Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128)) return false;
    try {
      const block = new BlockList();
      block.addSubnet(network, prefix, family);
      return block.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
    } catch {
      return false;
    }
  }
  return entry === ip;
}
