export * from './system.ts';
export * from './bpm.ts';
