/**
 * Finds sensitive words in a text with one Aho–Corasick automaton over every enabled word, so a
 * text is scanned once however long the list is. Built once per version of the word list (the
 * catalogue cache keeps it until a write invalidates it).
 *
 * Matching ignores what a writer can vary without changing the word: Latin letters match in
 * either case, and full-width forms (ＡＢＣ, ０１２, ！, the ideographic space) match their
 * half-width twins. The folding maps one UTF-16 unit to one, so positions stay those of the text.
 */
import AhoCorasick from 'modern-ahocorasick';

export interface WordEntry {
  name: string;
  tags: readonly string[];
}

const FOLDABLE = /[A-Z\uFF01-\uFF5E\u3000]/g;

function foldUnit(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code === 0x3000) return ' ';
  const half = code >= 0xff01 ? code - 0xfee0 : code;
  return String.fromCharCode(half >= 0x41 && half <= 0x5a ? half + 0x20 : half);
}

/** The form both the words and the texts are compared in. */
export const foldText = (text: string): string => text.replace(FOLDABLE, foldUnit);

export class SensitiveWordMatcher {
  private readonly automaton: AhoCorasick<WordEntry>;

  constructor(words: readonly WordEntry[]) {
    const patterns = words.filter((w) => foldText(w.name).trim() !== '').map((w) => ({ pattern: foldText(w.name), data: w }));
    this.automaton = new AhoCorasick(patterns);
  }

  /** The distinct words found, in the order they first appear; only words with one of `tags` when given. */
  findAll(text: string, tags?: readonly string[]): string[] {
    const found = new Set<string>();
    const hits = this.automaton.search(foldText(text), { strategy: 'all' }).sort((a, b) => a.start - b.start || b.end - a.end);
    for (const hit of hits) if (hit.data && carries(hit.data, tags)) found.add(hit.data.name);
    return [...found];
  }

  /** The first word found (leftmost), or undefined: a refusal needs one word only. */
  findFirst(text: string, tags?: readonly string[]): string | undefined {
    if (!tags?.length) return this.automaton.findFirst(foldText(text), { strategy: 'leftmost-longest' })?.data?.name;
    return this.findAll(text, tags)[0];
  }
}

const carries = (word: WordEntry, tags: readonly string[] | undefined) => !tags?.length || word.tags.some((t) => tags.includes(t));
