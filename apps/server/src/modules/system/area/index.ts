/** The area feature's door: an area's full name by its id (shipping addresses store the id). */
export { areaFullName } from './area-name.ts';
