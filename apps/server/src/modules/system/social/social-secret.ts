/** The social clients' secrets, sealed at rest (platform/secret-box.ts) under their own purpose. */
import type { AppConfig } from '../../../config.ts';
import { secretBoxOf } from '../../../platform/secret-box.ts';

/** The bytes every stored secret is sealed with: never change them once values exist. */
const PURPOSE = 'tenon:social-client:client-secret';

export const socialSecretBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);
