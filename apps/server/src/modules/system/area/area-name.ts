/**
 * An area's full name, for the features that store an area id (a member's shipping address):
 * its names from the province down, space-separated, as the reference's AreaUtils.format
 * (上海市 上海市 黄浦区; a city 上海市 上海市; a province 上海市). Read from the tree in memory.
 */
import { areaTree } from './area-tree.ts';

let names: Map<number, string> | undefined;

function loadNames(): Map<number, string> {
  const byId = new Map<number, string>();
  for (const province of areaTree()) {
    byId.set(province.id, province.name);
    for (const city of province.children) {
      const cityName = `${province.name} ${city.name}`;
      byId.set(city.id, cityName);
      for (const district of city.children) byId.set(district.id, `${cityName} ${district.name}`);
    }
  }
  return byId;
}

/** The full name of the area `id` names, or undefined when the tree has no such area. */
export function areaFullName(id: number): string | undefined {
  names ??= loadNames();
  return names.get(id);
}
