/**
 * Sensitive words, in process: 10,000 words (and 50,000, to show how each side scales) and a
 * 10 KB text, checked the way validate-text and the publishing check do (SensitiveWordMatcher:
 * one Aho–Corasick automaton from modern-ahocorasick), against a naive baseline in the same run
 * (every word, folded once like the automaton's, looked up with `includes` in the folded text).
 * Prints the automaton's build time, texts checked per second by each side (all words found;
 * and the refusal's first-word check on a clean text, its worst case) and the ratio, so the
 * figures compare within one run on one machine rather than against a number from elsewhere.
 *
 *   npm run sensitive-word -w bench   (BENCH_WORDS=10000,50000, BENCH_TEXT_KB, BENCH_SECONDS)
 */
import os from 'node:os';
import { SensitiveWordMatcher, foldText, type WordEntry } from '../apps/server/src/modules/system/sensitive-word/sensitive-word.matcher.ts';

const sizes = (process.env.BENCH_WORDS ?? '10000,50000').split(',').map(Number);
const textChars = Number(process.env.BENCH_TEXT_KB ?? 10) * 1024;
const seconds = Number(process.env.BENCH_SECONDS ?? 2);

// A fixed seed: every run measures the same words and text.
let seed = 20_240_506;
// mulberry32: integer arithmetic throughout, so the sequence does not degrade.
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)]!;
const COMMON = '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多然于起看天气工作间发成方面同经行动分把还用现新前';
// Characters the prose never uses, one in every Chinese word: the clean text holds no word by construction.
const RARE = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + 7 * i)).filter((c) => !COMMON.includes(c)).join('');
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2–5 characters, mostly Chinese mixing common and rarer characters, some Latin (SPAM, XXX). */
function makeWord(): string {
  if (random() < 0.1) return Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(LATIN)).join('');
  return Array.from({ length: 2 + Math.floor(random() * 4) }, (_, i) => pick(i % 2 ? RARE : COMMON)).join('');
}


function makeWords(count: number): WordEntry[] {
  const names = new Set<string>();
  while (names.size < count) names.add(makeWord());
  return [...names].map((name, i) => ({ name, tags: [`标签${i % 20}`] }));
}

/** Ordinary prose (common characters, punctuation, single Latin letters) with some of `words` in it. */
function makeText(words: WordEntry[], planted: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < textChars) {
    const sentence = Array.from({ length: 20 + Math.floor(random() * 30) }, () => (random() < 0.05 ? pick(LATIN) + pick(COMMON) : pick(COMMON))).join('') + '。';
    parts.push(sentence);
    length += sentence.length;
  }
  for (let i = 0; i < planted; i++) parts.splice(Math.floor(random() * parts.length), 0, words[Math.floor(random() * words.length)]!.name);
  return parts.join('').slice(0, textChars + planted * 5);
}

/** Calls `run` for about `seconds`, answering calls per second. */
function perSecond(run: () => unknown): number {
  for (let i = 0; i < 5; i++) run(); // warm-up
  let calls = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    run();
    calls++;
  }
  return calls / ((performance.now() - start) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`\n${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, node ${process.version}; text ${textChars} characters, ${seconds} s per side`);
for (const size of sizes) {
  const words = makeWords(size);
  const folded = words.map((w) => ({ name: w.name, folded: foldText(w.name) }));
  const naiveFindAll = (text: string) => {
    const t = foldText(text);
    return folded.filter((w) => t.includes(w.folded)).map((w) => w.name);
  };
  const naiveFindFirst = (text: string) => {
    const t = foldText(text);
    return folded.find((w) => t.includes(w.folded))?.name;
  };
  const builds = Array.from({ length: 5 }, () => {
    const start = performance.now();
    new SensitiveWordMatcher(words);
    return performance.now() - start;
  });
  const matcher = new SensitiveWordMatcher(words);
  const withWords = makeText(words, 10);
  const clean = makeText(words, 0);
  const found = matcher.findAll(withWords);
  const naiveFound = naiveFindAll(withWords);
  if (found.length !== naiveFound.length || !naiveFound.every((w) => found.includes(w)))
    throw new Error(`the two sides disagree: automaton ${found.length} words, naive ${naiveFound.length}`);
  if (matcher.findFirst(clean) !== undefined || naiveFindFirst(clean) !== undefined) throw new Error('the clean text holds a word');

  const rows = [
    { name: `validate-text (all words; ${found.length} found)`, automaton: perSecond(() => matcher.findAll(withWords)), naive: perSecond(() => naiveFindAll(withWords)) },
    { name: 'refusal check, clean text (first word)', automaton: perSecond(() => matcher.findFirst(clean)), naive: perSecond(() => naiveFindFirst(clean)) },
  ];
  console.log(`\n${words.length} words: automaton build median ${median(builds).toFixed(1)} ms (once per word-list version)`);
  console.log(`${'texts checked per second'.padEnd(44)}${'automaton'.padStart(11)}${'naive'.padStart(9)}${'ratio'.padStart(9)}`);
  for (const r of rows)
    console.log(`${r.name.padEnd(44)}${r.automaton.toFixed(0).padStart(11)}${r.naive.toFixed(0).padStart(9)}${(r.automaton / r.naive).toFixed(2).padStart(8)}×`);
}
