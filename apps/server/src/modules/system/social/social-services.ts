/**
 * The social services a route factory builds from the app's shared ones: the client catalogue
 * (its secrets' box), the provider adapters and the round trip. auth.routes.ts builds the round
 * trip too, for the password login's binding port.
 */
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthService } from '../auth/index.ts';
import { socialProviders } from './providers/index.ts';
import { SocialAuthService } from './social-auth.service.ts';
import { SocialClientService } from './social-client.service.ts';
import { socialSecretBox } from './social-secret.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';

export function socialServicesOf(deps: { config: AppConfig; db: Db; auth: AuthService }) {
  const outbound = outboundPolicy(deps.config.outbound);
  const clients = new SocialClientService({ db: deps.db, box: socialSecretBox(deps.config), outbound });
  const socialAuth = new SocialAuthService({ db: deps.db, clients, providers: socialProviders(outbound, deps.config.socialProviderBaseUrls), auth: deps.auth });
  return { clients, socialAuth };
}
