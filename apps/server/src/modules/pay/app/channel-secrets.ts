/**
 * A channel's secret fields (private keys, the merchant key, the API v3 key: `CHANNEL_SECRET_FIELDS`
 * of its kind), sealed at rest under their own purpose (platform/secret-box.ts). The channel
 * service seals them on write; the pay services open them just before a provider call. They are
 * never answered: `get` sends them empty and names the ones stored (`secretsSet`).
 */
import { CHANNEL_SECRET_FIELDS, channelKind } from '@tenon/contracts';
import type { AppConfig } from '../../../config.ts';
import { isSealed, secretBoxOf, type SecretBox } from '../../../platform/secret-box.ts';

const PURPOSE = 'tenon:pay-channel:config';

export const payChannelSecretBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);

export const secretFieldsOf = (code: string): readonly string[] => {
  const kind = channelKind(code);
  return kind ? CHANNEL_SECRET_FIELDS[kind] : [];
};

/** The config to store: each secret sealed; a secret left empty keeps the stored one (`stored`, already sealed). */
export function sealConfig(code: string, config: Record<string, unknown>, stored: Record<string, unknown>, box: () => SecretBox): Record<string, unknown> {
  const out = { ...config };
  for (const field of secretFieldsOf(code)) {
    const given = out[field];
    if (typeof given === 'string' && given.trim() !== '') out[field] = box().seal(given);
    else if (typeof stored[field] === 'string' && stored[field] !== '') out[field] = stored[field];
    else delete out[field];
  }
  return out;
}

/** The config as the browser may see it: secrets empty, and the names of those stored. */
export function publicConfig(code: string, stored: Record<string, unknown>): { config: Record<string, unknown>; secretsSet: string[] } {
  const config = { ...stored };
  const secretsSet: string[] = [];
  for (const field of secretFieldsOf(code)) {
    if (typeof stored[field] === 'string' && stored[field] !== '') secretsSet.push(field);
    if (field in config) config[field] = '';
  }
  return { config, secretsSet };
}

/** The config a provider client is built with: every secret opened. */
export function openConfig(code: string, stored: Record<string, unknown>, box: () => SecretBox): Record<string, unknown> {
  const out = { ...stored };
  for (const field of secretFieldsOf(code)) {
    const value = out[field];
    if (typeof value === 'string' && isSealed(value)) out[field] = box().open(value);
  }
  return out;
}
