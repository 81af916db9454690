/** What the automaton finds: case and width folded, tags honoured, each word once. */
import { describe, expect, it } from 'vitest';
import { SensitiveWordMatcher, foldText } from './sensitive-word.matcher.ts';

const matcher = new SensitiveWordMatcher([
  { name: '土豆', tags: ['good', 'bad'] },
  { name: 'XXX', tags: ['short'] },
  { name: '白痴', tags: ['bad'] },
  { name: '土豆丝', tags: ['food'] },
]);

describe('SensitiveWordMatcher', () => {
  it('finds each word once, in the order it first appears (the longer of two starting together first)', () => {
    expect(matcher.findAll('白痴说土豆丝好吃，土豆也好吃，白痴')).toEqual(['白痴', '土豆丝', '土豆']);
    expect(matcher.findAll('干净的文字')).toEqual([]);
  });

  it('matches Latin letters in either case and full-width forms as their half-width twins', () => {
    expect(matcher.findAll('这里有 xxx')).toEqual(['XXX']);
    expect(matcher.findAll('这里有 ｘＸｘ')).toEqual(['XXX']);
    expect(foldText('ＡＢｃ１！\u3000')).toBe('abc1! ');
  });

  it('only looks at words carrying one of the tags when tags are given', () => {
    expect(matcher.findAll('土豆丝和白痴和xxx', ['bad'])).toEqual(['土豆', '白痴']);
    expect(matcher.findAll('土豆丝和白痴和xxx', ['short', 'food'])).toEqual(['土豆丝', 'XXX']);
    expect(matcher.findAll('土豆丝', ['nothing'])).toEqual([]);
  });

  it('names the leftmost word for a refusal', () => {
    expect(matcher.findFirst('第一句没问题，第二句有白痴，第三句有土豆')).toBe('白痴');
    expect(matcher.findFirst('没有问题')).toBeUndefined();
    expect(matcher.findFirst('xxx 和白痴', ['bad'])).toBe('白痴');
  });
});
