import { CATEGORIES, DIFFICULTY_LEVELS, enumKey, enumLabel, NEWS_TYPES, REQUEST_LANGUAGES } from '@leerpunt/shared/catalog';
import type { Category, DifficultyLevel, Language, NewsType } from '../gql/graphql';

/*
 * The API speaks enum names (PROJECT_MANAGEMENT); people read the listed values (Project Management). Links and
 * forms keep the listed values, so bookmarked library URLs stay readable.
 */
export const categoryLabel = (key: string): string => enumLabel(CATEGORIES, key);
export const languageLabel = (key: string): string => enumLabel(REQUEST_LANGUAGES, key);
export const difficultyLabel = (key: string): string => enumLabel(DIFFICULTY_LEVELS, key);
export const newsTypeLabel = (key: string): string => enumLabel(NEWS_TYPES, key);

const LANGUAGE_TAGS: Record<string, string> = { English: 'en', Dutch: 'nl', German: 'de', Spanish: 'es', French: 'fr', Italian: 'it', Portuguese: 'pt' };
/** The BCP 47 tag of an item's language (DUTCH → 'nl') for `lang`, so screen readers pronounce it and lines hyphenate; undefined when unknown. */
export const languageTag = (key: string): string | undefined => LANGUAGE_TAGS[languageLabel(key)];

export const categoryKey = (label: string) => enumKey(label) as Category;
export const languageKey = (label: string) => enumKey(label) as Language;
export const difficultyKey = (label: string) => enumKey(label) as DifficultyLevel;
export const newsTypeKey = (label: string) => enumKey(label) as NewsType;
