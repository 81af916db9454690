/**
 * The notify feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export type { NotifyMessageService } from './notify-message.service.ts';
export { type NotifySendService, type SendNotify, renderTemplate, templateParamsOf } from './notify-send.service.ts';
export { ownMessageParams } from './message-params.ts';
export { messageCount, messagesByDay } from './message-stats.ts';
export { type CatalogueTemplate, insertMissingTemplates } from './template-catalogue.ts';
export { insertTemplatedMessages, type TemplatedMessage } from './templated-messages.ts';
