/**
 * The file feature's door: other features store their uploads through `files.service.upload`
 * (the profile's avatar), typed here; other demos show the file demo's picture.
 */
export type { Files } from './file.provides.ts';
export type { FileService, NewFile } from './file.service.ts';
export { demoPictureUrl } from './file.demo.ts';
