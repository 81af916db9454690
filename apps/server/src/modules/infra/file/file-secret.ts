/** The S3 configurations' accessSecret, sealed at rest (platform/secret-box.ts) under its own purpose. */
import type { AppConfig } from '../../../config.ts';
import { secretBoxOf } from '../../../platform/secret-box.ts';

/** The bytes every stored secret is sealed with: never change them once values exist. */
const PURPOSE = 'tenon:file-config:access-secret';

export const fileSecretBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);
