/** The data sources' passwords, sealed at rest (platform/secret-box.ts) under their own purpose. */
import type { AppConfig } from '../../../config.ts';
import { secretBoxOf } from '../../../platform/secret-box.ts';

/** The bytes every stored password is sealed with: never change them once values exist. */
const PURPOSE = 'tenon:data-source-config:password';

export const dataSourceSecretBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);
