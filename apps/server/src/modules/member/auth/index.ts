/** The member-auth feature's door: the members' token service the gate authenticates app calls with. */
export { MemberTokenService, memberTokensOf, type MemberTokenPair } from './member-token.service.ts';
