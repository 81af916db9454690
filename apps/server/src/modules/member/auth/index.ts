/** The member-auth feature's door: the members' token service (app.ts hands it to the gate, which authenticates app calls with it). */
export { MemberTokenService, type MemberTokenPair } from './member-token.service.ts';
