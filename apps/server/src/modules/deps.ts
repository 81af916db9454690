/**
 * The services app.ts builds once and hands to every area's route factories, and the types an
 * area declares itself with (`platform/area.ts`, bound to these services).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CatalogueCache } from '../platform/catalogue-cache.ts';
import type { Area, AreaFeature } from '../platform/area.ts';
import type { AuthService } from './system/auth/auth.service.ts';
import type { TokenService } from './system/auth/token.service.ts';
import type { NotifyEvents } from './system/notify/notify-events.ts';
import type { NotifyMessageService } from './system/notify/notify-message.service.ts';
import type { NotifySendService } from './system/notify/notify-send.service.ts';
import type { PermissionService } from './system/permission/permission.service.ts';
import type { AvatarStorage } from './system/profile/avatar-storage.ts';
import type { TenantService } from './system/tenant/tenant.service.ts';
import type { SmsSendService } from './system/sms/sms-send.service.ts';
import type { MailSendService } from './system/mail/mail-send.service.ts';
import type { ProcessRuntime } from './bpm/runtime/process-runtime.ts';
import type { ConfigValues } from './infra/config/config-values.ts';

export interface ModuleDeps {
  config: AppConfig;
  db: Db;
  catalogue: CatalogueCache;
  tokens: TokenService;
  tenants: TenantService;
  permissions: PermissionService;
  /** The in-site message sender every module notifies users through. */
  notify: NotifySendService;
  /** The SMS sender every module texts through (queued, retried; rate-limited per mobile). */
  sms: SmsSendService;
  /** The mail sender every module mails through (queued, retried, restart-safe). */
  mail: MailSendService;
  auth: AuthService;
  /** The configuration values the product reads (配置管理), through the catalogue cache. */
  configValues: ConfigValues;
  notifyMessages: NotifyMessageService;
  notifyEvents: NotifyEvents;
  avatars: AvatarStorage;
  /** The demo administrator the login page offers, on the demo start only. */
  demoLogin: { tenantName: string; username: string; password: string } | null;
  /** The workflow runtime: starts and moves processes (business forms such as OA leave start through it). */
  processRuntime: ProcessRuntime;
  /** The tables of every area (a deleted tenant's rows are removed from each tenant-owned one). */
  tables: readonly PgTable[];
}

export type ServerArea = Area<ModuleDeps>;
export type Feature = AreaFeature<ModuleDeps>;
