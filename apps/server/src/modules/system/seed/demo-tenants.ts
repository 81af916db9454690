/**
 * The tenants and sign-ins of the first start, apart from the seed itself so that a feature's
 * demo rows (its manifest's `demo`) can name them without importing the area that lists it.
 */
export const SYSTEM_TENANT = { id: 1, name: '榫卯科技' } as const;
export const DEMO_TENANT = { id: 121, name: '小租户' } as const;
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;
export const DEMO_TENANT_ADMIN = { username: 'admin110', password: 'admin123' } as const;
