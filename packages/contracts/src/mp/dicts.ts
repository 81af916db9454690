/** The mp area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const mpDictionaries = {
  mpAutoReplyRequestMatch: { type: 'mp_auto_reply_request_match', name: '公众号自动回复的请求关键字匹配模式' },
  mpMessageType: { type: 'mp_message_type', name: '公众号的消息类型' },
} as const satisfies DictionaryTable;
