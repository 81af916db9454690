/**
 * The area of an IP address from the `ip2region` package's bundled offline databases (IPv4 and
 * IPv6), read into memory on the first lookup. The answer uses the area tree's names, so
 * ip2region's "北京"/"北京市" reads 北京市 and 120.24.78.68 reads 广东省深圳市; outside China it is
 * the country, and a private address is 内网IP, as ip2region says.
 */
import net from 'node:net';
import IP2Region from 'ip2region';
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';
import { areaTree } from './area-tree.ts';

// The package is CommonJS with `exports.default`; under ESM the class may sit one level down.
const Ip2RegionClass = ((IP2Region as unknown as { default?: typeof IP2Region }).default ?? IP2Region) as typeof IP2Region;

let searcher: IP2Region | undefined;

/** A province or city name as ip2region writes it matches the tree's full name (内蒙古 → 内蒙古自治区). */
const sameArea = (full: string, short: string) => short !== '' && full.startsWith(short);

export function areaNameOfIp(ip: string): string {
  const trimmed = ip.trim();
  if (net.isIP(trimmed) === 0) throw serviceError(ErrorCodes.AREA_IP_INVALID, ip);
  searcher ??= new Ip2RegionClass();
  const found = searcher.search(trimmed);
  if (!found) return '未知';
  const province = areaTree().find((p) => sameArea(p.name, found.province));
  if (!province) return found.country || found.city || found.isp || '未知';
  const city = province.children.find((c) => sameArea(c.name, found.city));
  if (!city || city.name === province.name) return province.name;
  return province.name + city.name;
}
