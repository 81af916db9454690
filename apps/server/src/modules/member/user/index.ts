/**
 * The member-user feature's door: what other features may use of it. Its tables and its other
 * files are its own (docs/architecture.md, "Features and their doors").
 */
export { enabledMember, memberSigningIn, recordMemberLogin } from './member-sign-in.ts';
export { enabledMemberIds, enabledMembersMatching, memberIdByMobile, memberIdsNamedLike, memberNicknames, memberProfiles } from './member-lookup.ts';
