// An article's length and reading time, computed by the server on every write (lists then show it without the
// body). Words are runs of letters and digits of the Markdown's text (link targets and image addresses left out).
// Scripts written without spaces between words (Chinese, Japanese, Thai) count two characters as a word, about
// what a reader of those languages reads in the time of an English word.
import { ARTICLE_LIMITS } from '@common/schemas/articles';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(markdown: string): number {
  const text = markdown
    // Images and link targets are not read.
    .replace(/!\[[^\]\n]*\]\([^)\n]*\)/g, ' ')
    .replace(/\]\([^)\n]*\)/g, '] ');
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const words = text.replace(UNSPACED, ' ').match(WORD)?.length ?? 0;
  return words + Math.ceil(unspaced / 2);
}

/** words / 200, rounded up, at least a minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / ARTICLE_LIMITS.wordsPerMinute));
}
