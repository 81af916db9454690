/** Types of webBuild.mjs for the TypeScript benches that import it. */
export const root: string;
export function webDist(): string;
export function ensureWebBuild(opts?: { force?: boolean; label?: string }): string;
