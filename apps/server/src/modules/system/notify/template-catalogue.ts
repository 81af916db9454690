/** The built-in message templates, added at every start where missing (seed/catalogue.ts), written here so the template table has one owner. */
import type { Tx } from '../../../db/client.ts';
import { templateParamsOf } from './notify-send.service.ts';
import { notifyTemplate } from './notify.schema.ts';

export interface CatalogueTemplate {
  code: string;
  name: string;
  nickname: string;
  content: string;
  type: number;
  remark?: string;
}

/** Adds the templates whose code is missing; an administrator's edit of an existing one is kept. */
export async function insertMissingTemplates(tx: Tx, templates: readonly CatalogueTemplate[]): Promise<void> {
  await tx
    .insert(notifyTemplate)
    .values(templates.map((t) => ({ ...t, remark: t.remark ?? '', params: templateParamsOf(t.content), creator: 'system' })))
    .onConflictDoNothing({ target: notifyTemplate.code });
}
