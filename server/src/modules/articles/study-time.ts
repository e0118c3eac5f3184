import { plainInline } from '../../providers/ai/article-text';
import { LIMITS } from '@leerpunt/shared/limits';

/**
 * Credit by study time (the word-count method of the NASBA/AICPA self-study standard): reading at 180
 * words a minute, plus the video or audio minutes, plus 1.85 minutes per test question; one PE point
 * per CREDIT_MINUTES of study, rounded down to a tenth, at least 0.1.
 */
export const READING_WORDS_PER_MINUTE = 180;
export const MINUTES_PER_TEST_QUESTION = 1.85;

/** Words a reader reads: the summary and the text, without Markdown syntax. */
export function wordCount(summary: string, content: string): number {
  const plain = plainInline(`${summary}\n${content.replace(/^#{1,6}\s+/gm, '').replace(/^\s*(?:[-*+>]|\d+[.)]|\|)\s*/gm, '')}`);
  return plain.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

export interface StudyTime {
  words: number;
  readingMinutes: number;
  videoMinutes: number;
  testMinutes: number;
  /** Unrounded total. */
  minutes: number;
}

export function studyTime(item: { summary: string; content: string; videoMinutes: number | null }): StudyTime {
  const words = wordCount(item.summary, item.content);
  const readingMinutes = words / READING_WORDS_PER_MINUTE;
  const videoMinutes = item.videoMinutes ?? 0;
  const testMinutes = LIMITS.questionsPerTest * MINUTES_PER_TEST_QUESTION;
  return { words, readingMinutes, videoMinutes, testMinutes, minutes: readingMinutes + videoMinutes + testMinutes };
}

/** PE points for a number of study minutes: minutes ÷ creditMinutes, rounded down to 0.1, at least 0.1. */
export function pointsForMinutes(minutes: number, creditMinutes: number): number {
  // Integer tenths avoid 0.7 / 0.1 style float errors; the epsilon keeps exact tenths from rounding down.
  const tenths = Math.floor((minutes * 10) / creditMinutes + 1e-9);
  return Math.max(1, tenths) / 10;
}

export const studyPoints = (item: { summary: string; content: string; videoMinutes: number | null }, creditMinutes: number) =>
  pointsForMinutes(studyTime(item).minutes, creditMinutes);
