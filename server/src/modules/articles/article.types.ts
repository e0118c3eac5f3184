import { NodeInterface } from '../../graphql/node';
import { CategoryEnum, DifficultyLevelEnum, LanguageEnum } from '../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ARTICLE_SORT_VALUES, LIBRARY_MODE_VALUES, type ArticleSort, type LibraryMode } from './articles.inputs';

/** A library item as the API shows it. Text content is served as sanitised HTML. */
// Plain fields resolve without type-graphql's per-field middleware wrapper; field resolvers keep theirs.
@ObjectType('Article', {
  description:
    'A library item (an article or a video) as the API shows it. Members with an active subscription and admins can read it; text content is served as sanitised HTML.',
  simpleResolvers: true,
  implements: NodeInterface,
})
export class ArticleType {
  @Field(() => ID, { description: 'Globally unique and opaque; every call that takes an articleId accepts it' }) id: number;
  @Field(() => Int, {
    description: "The article's number, as the site's addresses (/article/{number}) and REST paths take it; calls that take an articleId accept it too",
  })
  databaseId?: number;
  @Field({ description: 'The title shown in the library and printed on certificates' }) title: string;
  @Field(() => CategoryEnum, { description: 'The main field of study; printed on certificates as the field of study' }) category: string;
  @Field(() => CategoryEnum, { description: 'A second field of study; null when the article has only one', nullable: true }) secondaryCategory: string | null;
  @Field(() => String, { description: 'A narrower topic within the category, free text; null when not set', nullable: true }) subcategory: string | null;
  @Field(() => LanguageEnum, { description: 'The language the article is written in (ENGLISH, DUTCH, GERMAN or SPANISH)' }) language: string;
  @Field(() => DifficultyLevelEnum, { description: 'How much prior knowledge the article assumes; null when not rated', nullable: true }) difficultyLevel:
    string | null;
  @Field(() => Float, { description: 'PE (professional education) points a member earns by passing the test; usually 1 or more, may be fractional' })
  pePointsValue: number;
  @Field(() => String, { description: 'The publisher or body the content comes from, as entered; null when not stated', nullable: true }) source: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate: string | null;
  @Field({ description: 'When the article was added to the library (ISO 8601, UTC)' }) createdAt: Date;
  @Field({ description: 'A short plain-text abstract shown on library cards; empty when there is none' }) summary: string;
  @Field({ description: 'True when a PDF version is attached (served at /api/pdf/{pdfFilename})' }) hasPdf: boolean;
  @Field(() => String, { description: 'File name of the attached PDF; null without a PDF', nullable: true }) pdfFilename: string | null;
  @Field({ description: 'True when the article points to content elsewhere (externalUrl)' }) hasExternalLink: boolean;
  @Field(() => String, { description: 'The http(s) link to the original content or video; null when the content is hosted here', nullable: true }) externalUrl:
    string | null;
  @Field({ description: 'The external link is on youtube.com / youtu.be or has an embed path' }) isYoutube: boolean;
  @Field(() => Int, { nullable: true, description: 'Minutes to read or watch' }) estimatedReadTime: number | null;
  @Field(() => [String], { description: 'Professions the article is written for; used to recommend it. Empty when it addresses everyone' })
  professions: string[];
  @Field({ description: 'Unpublished items are visible to admins only' }) isPublished: boolean;
  @Field(() => String, { nullable: true, description: 'Content file the item was imported from (null when created by an admin)' }) slug: string | null;
  @Field(() => Int, { nullable: true, description: 'Estimated study minutes behind the points: words ÷ 180 + video minutes + 5 test questions × 1.85' })
  studyMinutes: number | null;
  @Field(() => Int, { nullable: true, description: 'Minutes of video or audio' }) videoMinutes: number | null;
  // searchHighlight and rating are field resolvers too (ArticlesResolver), read through DataLoaders.
  // contentHtml, contentMarkdown, videoEmbedUrl, testAvailable and the item metadata (author, reviewedOn,
  // learningObjectives, references, pointsOverrideReason) are field resolvers (ArticlesResolver).
}

export const LibraryModeEnum = Object.fromEntries(LIBRARY_MODE_VALUES.map((v) => [v, v])) as { [K in LibraryMode]: K };
registerEnumType(LibraryModeEnum, {
  name: 'LibraryMode',
  description: 'Which half of the library: written articles or YouTube videos',
  valuesConfig: {
    ARTICLES: { description: 'Everything but YouTube items' },
    VIDEOS: { description: 'YouTube items only' },
  },
});

export const ArticleSortEnum = Object.fromEntries(ARTICLE_SORT_VALUES.map((v) => [v, v])) as { [K in ArticleSort]: K };
registerEnumType(ArticleSortEnum, {
  name: 'ArticleSort',
  description: 'Order of the library',
  valuesConfig: {
    NEWEST: { description: 'Newest publication date first; undated items last' },
    OLDEST: { description: 'Oldest publication date first; undated items last' },
    TITLE: { description: 'Title A-Z' },
    POINTS: { description: 'Most PE points first' },
    RELEVANCE: {
      description: 'Best match of the `search` text first (title outweighs summary, summary outweighs content); without a search the same as NEWEST',
    },
  },
});

@ObjectType('ArticleSearchHighlight', {
  description:
    'Where a library search matched an item. Plain text (never HTML) in which each matched word is wrapped in U+0002 (start) and U+0003 (end); split on those to mark them.',
  simpleResolvers: true,
})
export class ArticleSearchHighlightType {
  @Field({ description: 'The whole title with matched words marked' }) title: string;
  @Field({ description: 'The whole summary with matched words marked; line breaks kept (lines starting with a dash are bullets)' }) summary: string;
  @Field({ description: 'Up to two excerpts of the content around the matches, joined by " … "; empty when the content has no match' })
  snippet: string;
}

@ObjectType('ArticleRating', { description: "Members' star ratings of an item (feedback), anonymous ones included", simpleResolvers: true })
export class ArticleRatingType {
  @Field(() => Float, { nullable: true, description: 'Mean of the ratings (1 to 5), rounded to one decimal; null when there are none' }) average: number | null;
  @Field(() => Int, { description: 'Number of ratings' }) count: number;
}

@InputType({ description: 'Library filters; a field left out (or null) does not filter.' })
export class ArticleFilter {
  @Field(() => CategoryEnum, { description: 'Only articles whose main category is exactly this one', nullable: true }) category?: string | null;
  @Field(() => LanguageEnum, { description: 'Only articles in this language', nullable: true }) language?: string | null;
  @Field(() => String, { nullable: true, description: 'Compared lower-cased with whitespace collapsed' }) source?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Words the title contains, ignoring case (for the admin list); the full-text search is the `search` argument of `articles`',
  })
  search?: string | null;
  @Field(() => LibraryModeEnum, { nullable: true, description: 'Absent: both kinds' }) mode?: LibraryMode | null;
  @Field(() => Boolean, { nullable: true, description: 'Admins only: include unpublished items' }) includeUnpublished?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Admins only: only items due for review (next review date passed, or never reviewed)' })
  reviewOverdue?: boolean | null;
}

// Plain fields resolve without type-graphql's per-field middleware wrapper (no field-level auth on them).
@ObjectType({ description: 'One page of the library.', simpleResolvers: true })
export class ArticlePage {
  @Field(() => [ArticleType], { description: 'The articles of the requested page, in the requested order' }) items: ArticleType[];
  @Field(() => Int, { description: 'Items matching the filters, over all pages' }) total: number;
  @Field(() => Int, { description: 'The page number served, starting at 1' }) page: number;
  @Field(() => Int, { description: 'Items per page used for this answer (at most 100)' }) perPage: number;
}

@ObjectType({ description: 'Values present in the published library, for the filter drop-downs' })
export class ArticleFilterOptions {
  @Field(() => [CategoryEnum], { description: 'Categories that at least one visible article has, sorted A-Z' }) categories: string[];
  @Field(() => [LanguageEnum], { description: 'Languages that at least one visible article is written in, sorted A-Z' }) languages: string[];
  @Field(() => [String], { description: 'One spelling per normalised source' }) sources: string[];
}

@ObjectType('ContentPerson', { description: 'Someone answerable for a library item: an author or a reviewer.', simpleResolvers: true })
export class ContentPersonType {
  @Field({ description: 'The name as published (demo content is labelled "(demo content)")' }) name: string;
  @Field(() => String, { nullable: true, description: 'Role or qualification, free text; null when not stated' }) role: string | null;
}

@ObjectType('ChangeLogEntry', { description: 'One line of a library item’s change log.', simpleResolvers: true })
export class ChangeLogEntryType {
  @Field({ description: 'YYYY-MM-DD: when the change was made' }) date: string;
  @Field({ description: 'What changed' }) change: string;
  @Field({ description: 'Who made the change' }) by: string;
}

@ObjectType('ReviewQuestion', {
  description: 'An ungraded question inside the material, with feedback citing the passage; not part of the test bank.',
  simpleResolvers: true,
})
export class ReviewQuestionType {
  @Field(() => ID, { description: 'Stable id within the item (r01, r02…)' }) id: string;
  @Field({ description: 'The heading of the section the question checks' }) section: string;
  @Field({ description: 'The question, in the item’s language' }) question: string;
  @Field(() => [String], { description: 'Two to five options; empty for a short prompt to answer in one’s own words' }) options: string[];
  @Field({ description: 'The right option’s text, or the model answer of a prompt' }) answer: string;
  @Field({ description: 'Why: the explanation shown with the answer' }) feedback: string;
  @Field({ description: 'The passage of the text the feedback cites, as it stands there' }) quote: string;
}

@InputType('ContentPersonInput', { description: 'An author or reviewer: a name and, optionally, a role or qualification.' })
export class ContentPersonInput {
  @Field({ description: 'The name, at most 200 characters' }) name: string;
  @Field(() => String, { nullable: true, description: 'Role or qualification, free text, at most 300 characters' }) role?: string | null;
}
