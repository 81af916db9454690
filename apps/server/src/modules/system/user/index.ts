/**
 * The user feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { requireChangeableUser } from './user-protection.ts';
export { requireVisibleUser, visibleUsersWhere } from './user-visibility.ts';
export { normaliseMobile, UserWriteCheck } from './user.rules.ts';
export { isPostHeld } from './post-holders.ts';
export { enabledUserIds, existingUserIds, isDeptStaffed, userByUsername } from './user-lookups.ts';
export { deptOfUser, enabledUsersAmong, holdersOfPosts, usersOfDepts } from './user-candidates.ts';
export { type UserBriefRow, userBriefs } from './user-briefs.ts';
export { enabledUserIdentities, isUserEnabled, recordSignIn, type SigningInUser, userSigningIn, userSigningInById, userSigningInByMobile, usernameOf } from './user-sign-in.ts';
export { usernamesOf } from './user-names.ts';
export { insertUsers, type NewUser } from './user-inserts.ts';
export { requireUser, setUserAvatar, setUserPassword, updateOwnProfile } from './user-profile.ts';
export { dataScopeOf } from './data-scope-of.ts';
export { visibleUserCount } from './visible-user-count.ts';
