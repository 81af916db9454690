/**
 * The file feature's door: other features store their uploads through `files.service.upload`
 * (the profile's avatar), typed here.
 */
export type { Files } from './file.provides.ts';
export type { FileService, NewFile } from './file.service.ts';
