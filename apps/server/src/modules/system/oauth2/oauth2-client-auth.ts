/**
 * Client authentication at the protocol endpoints that take a client_id and client_secret (the
 * token endpoint, check-token, revoke), throttled so a secret cannot be guessed without limit.
 * It is the login throttle (login-throttle.ts: its store, shared through Redis when configured,
 * and its limits, 配置管理's `sys.login.*`) on keys of its own, so a client's failures never count
 * against a user's login and the reverse:
 * - per client from one address (`maxPerUser`, 5 by default): the usual lock. It holds even for
 *   the right secret until the window (`sys.login.lock-minutes`) has passed since the first failure;
 * - per address, whatever the client (`maxPerIp`): one address trying many clients;
 * - per client from every address together (`maxPerAccount`): a guess spread over many addresses.
 * The client id is public (every authorize URL carries it), so a lock on the client alone at
 * the first limit would let anyone shut a client out of its tokens; keyed as the login is, a
 * guesser locks its own address out, and only a guess from many addresses locks the client.
 * An attempt is counted before the secret is checked; a right secret gives back only its own
 * attempt and forgives its own address's failures, never another address's or the total, so a
 * client's successes buy no guesses for someone else (even behind the same address, the total
 * still stops them). An unknown client id counts as a wrong secret (the answers name no ids).
 */
import { ErrorCodes } from '@tenon/contracts';
import { ServiceError, serviceError } from '../../../platform/errors.ts';
import type { LoginThrottle, ThrottleKeys } from '../auth/index.ts';
import type { ClientCheck, OAuth2ClientRow, OAuth2ClientService } from './oauth2-client.service.ts';

/** Client credentials of a protocol call (HTTP Basic or the parameters) and where they came from. */
export interface ClientCredentials {
  clientId: string;
  secret: string | null;
  /** The caller's address (platform/client-address.ts): the throttle's key. */
  address: string;
}

/** Namespaced, so they never meet the login's keys (`<tenantId>:<username>` and bare addresses). */
export const clientAuthKeys = (clientId: string, address: string): ThrottleKeys => ({
  user: `oauth2-client:${clientId}`,
  ip: `oauth2-client:${address}`,
});

/** Failures that are the caller's guess: kept as counted. Any other refusal comes after a right secret. */
const GUESS_FAILED = new Set<number>([ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS.code, ErrorCodes.OAUTH2_CLIENT_CLIENT_SECRET_ERROR.code]);

/** The column's length: no client has a longer id, and the throttle keeps no longer key. */
const CLIENT_ID_MAX = 255;

export class OAuth2ClientAuth {
  constructor(
    private readonly clients: OAuth2ClientService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The client the credentials prove, passing `check`'s other parts too; else the refusal (a lock answers OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS). */
  async authenticate(creds: ClientCredentials, check: Omit<ClientCheck, 'secret'> = {}): Promise<OAuth2ClientRow> {
    if (creds.clientId.length > CLIENT_ID_MAX) throw serviceError(ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS);
    const keys = clientAuthKeys(creds.clientId, creds.address);
    const lockedFor = await this.throttle.reserve(keys);
    if (lockedFor > 0) throw serviceError(ErrorCodes.OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS, lockedFor);
    let client: OAuth2ClientRow;
    try {
      client = await this.clients.validate(creds.clientId, { ...check, secret: creds.secret });
    } catch (err) {
      if (!(err instanceof ServiceError && GUESS_FAILED.has(err.code))) await this.throttle.passed(keys);
      throw err;
    }
    await this.throttle.passed(keys);
    return client;
  }
}
