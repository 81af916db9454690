/**
 * The check every place where users publish text calls before it stores the text (notices,
 * message templates): one enabled sensitive word anywhere refuses the whole save, naming it.
 * The automaton comes from the catalogue cache, so it is built once per version of the word
 * list on each instance, and a word added on one instance refuses texts on all of them at once.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { serviceError } from '../../../platform/errors.ts';
import { sensitiveWord } from './sensitive-word.schema.ts';
import { SensitiveWordMatcher } from './sensitive-word.matcher.ts';

/** The catalogue-cache key of the enabled words' automaton; every write invalidates it. */
export const SENSITIVE_WORDS_KEY = 'sensitive-words:enabled';

export interface SensitiveWordDeps {
  db: Db;
  catalogue: CatalogueCache;
}

export function enabledWordsMatcher({ db, catalogue }: SensitiveWordDeps): Promise<SensitiveWordMatcher> {
  return catalogue.get(SENSITIVE_WORDS_KEY, async () => {
    const rows = await db.select({ name: sensitiveWord.name, tags: sensitiveWord.tags }).from(sensitiveWord).where(eq(sensitiveWord.status, 0));
    return new SensitiveWordMatcher(rows);
  });
}

/** Throws 内容包含敏感词【word】 for the first enabled word found in any of `texts`. */
export async function refuseSensitiveWords(deps: { db: Db; catalogue: CatalogueCache }, texts: string[]): Promise<void> {
  const matcher = await enabledWordsMatcher(deps);
  for (const text of texts) {
    const word = matcher.findFirst(text);
    if (word !== undefined) throw serviceError(ErrorCodes.SENSITIVE_WORD_FOUND, word);
  }
}
