/**
 * Mail templates: `{param}` holes in the title (plain text) and the content (HTML). A value
 * filled into the HTML is escaped, so a parameter (a user's name, a link text) cannot add markup
 * to a mail the platform sends.
 */
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

const HOLE = /\{(\w+)\}/g;

/** The parameter names of a template, in order of first appearance, title first. */
export const mailParamsOf = (...texts: string[]) => [...new Set(texts.flatMap((t) => [...t.matchAll(HOLE)].map((m) => m[1]!)))];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenderedMail {
  title: string;
  html: string;
}

export function renderMail(template: { title: string; content: string }, params: Record<string, unknown>): RenderedMail {
  for (const name of mailParamsOf(template.title, template.content)) {
    if (params[name] === undefined || params[name] === null || params[name] === '') throw serviceError(ErrorCodes.MAIL_SEND_TEMPLATE_PARAM_MISS, name);
  }
  return {
    title: template.title.replace(HOLE, (_, name: string) => String(params[name])),
    html: template.content.replace(HOLE, (_, name: string) => escapeHtml(String(params[name]))),
  };
}
