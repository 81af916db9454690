/** The accounts' SMTP passwords, sealed at rest (platform/secret-box.ts) under their own purpose. */
import type { AppConfig } from '../../../config.ts';
import { secretBoxOf } from '../../../platform/secret-box.ts';

/** The bytes every stored password was sealed with since the first release: never change them. */
const PURPOSE = 'tenon:mail-account:password';

export const mailPasswordBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);
