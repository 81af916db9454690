/** The member area of the contracts: the members' API groups (the app surface), its errors and dictionaries. */
import { memberAddressApi } from './address.ts';
import { memberAuthApi } from './auth.ts';
import { memberUserApi } from './user.ts';

export * from './address.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './errors.ts';

/** The area's endpoint groups: a new member screen's group is one line here. */
export const memberApiGroups = { memberAuthApi, memberUserApi, memberAddressApi } as const;
