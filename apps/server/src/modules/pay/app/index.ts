/** The pay app feature's door: apps and channels as the pay orders, refunds, notifications and demo read them. */
export { enabledChannelCodes, payAppNamed, payAppNames, withPayAppNames, payChannelById, payChannelForNotify, requireEnabledApp, requireEnabledChannel, type PayAppRow, type PayChannelRow } from './app-lookup.ts';
export { openConfig, payChannelSecretBox } from './channel-secrets.ts';
