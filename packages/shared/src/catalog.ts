/**
 * The product's lists: categories, professions, languages, news types, the library's modes and sorts, rating
 * labels, outside-activity kinds and evidence types, and how a listed value becomes a GraphQL enum name.
 * Pure data: no Node or browser imports.
 */

/** Kinds of CPD done outside the platform, with the label members see. */
export const OUTSIDE_ACTIVITY_KINDS = {
  COURSE: 'Course',
  CONFERENCE: 'Conference',
  READING: 'Reading',
  E_LEARNING: 'E-learning',
  OTHER: 'Other',
} as const;
export type OutsideActivityKind = keyof typeof OUTSIDE_ACTIVITY_KINDS;

/** Evidence file types accepted, by the content type they are stored and served with. */
export const EVIDENCE_TYPES = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export type EvidenceContentType = keyof typeof EVIDENCE_TYPES;

export const CATEGORIES = [
  'Accounting',
  'Valuation',
  'Tax',
  'Medicine',
  'Engineering',
  'Project Management',
  'Software Development',
  'Architecture',
  'Law',
  'Consulting',
  'Marketing',
  'Finance',
  'Education',
  'Research',
  'Business Analysis',
  'Data Science',
  'Other',
] as const;

export const LIBRARY_LANGUAGES = ['English', 'Dutch', 'German', 'Spanish'] as const;

/** Library search highlights wrap matched words in these control characters (STX … ETX), which stored text never contains. */
export const SEARCH_MATCH_MARKS = { start: '\u0002', end: '\u0003' } as const;

export const REQUEST_LANGUAGES = ['English', 'Dutch', 'German', 'Spanish', 'French', 'Italian', 'Portuguese'] as const;

export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const PROFESSIONS = [
  'Accountant',
  'Auditor',
  'Tax Advisor',
  'Financial Controller',
  'Financial Analyst',
  'Medical Doctor',
  'Nurse',
  'Pharmacist',
  'Lawyer',
  'Notary',
  'Civil Engineer',
  'Mechanical Engineer',
  'Software Engineer',
  'Architect',
  'Project Manager',
  'Consultant',
  'Data Scientist',
  'Marketing Professional',
  'Teacher',
  'Researcher',
  'Business Analyst',
  'Other',
] as const;

export const NEWS_TYPES = ['news', 'feature', 'announcement', 'update'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** Library switch (SPEC §2): YouTube items or everything else. */
export const LIBRARY_MODES = [
  { value: 'ARTICLES', label: 'Articles' },
  { value: 'VIDEOS', label: 'YouTube Videos' },
] as const;

/** Sort By options of the library, in the order the spec lists them; NEWEST is the default. */
export const LIBRARY_SORTS = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'OLDEST', label: 'Oldest' },
  { value: 'TITLE', label: 'Title A-Z' },
  { value: 'POINTS', label: 'PE Points' },
] as const;

/** Star labels of the feedback widget, index = rating (0 = none chosen). */
export const RATING_LABELS = ['Select a rating', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/**
 * The GraphQL enum name of a listed value: upper-case words joined by underscores ('Project Management' →
 * PROJECT_MANAGEMENT). The API speaks enum names; the database and the REST facade keep the listed values.
 */
export const enumKey = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The listed value behind a GraphQL enum name (the inverse of enumKey); the name itself when it is not listed. */
export const enumLabel = (values: readonly string[], key: string): string => values.find((v) => enumKey(v) === key) ?? key;
