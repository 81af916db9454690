/**
 * The sensitive-word feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { wordsOfRichText } from './rich-text-words.ts';
export { refuseSensitiveWords } from './sensitive-word.check.ts';
