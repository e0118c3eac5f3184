import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ARTICLE_SORT_VALUES, LIBRARY_MODE_VALUES, type ArticleSort, type LibraryMode } from './articles.validation';

/** A library item as the API shows it. Text content is served as sanitised HTML. */
// Plain fields resolve without type-graphql's per-field middleware wrapper; field resolvers keep theirs.
@ObjectType('Article', { simpleResolvers: true })
export class ArticleType {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() category: string;
  @Field(() => String, { nullable: true }) secondaryCategory: string | null;
  @Field(() => String, { nullable: true }) subcategory: string | null;
  @Field() language: string;
  @Field(() => String, { nullable: true }) difficultyLevel: string | null;
  @Field(() => Float) pePointsValue: number;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate: string | null;
  @Field() createdAt: Date;
  @Field() summary: string;
  @Field() hasPdf: boolean;
  @Field(() => String, { nullable: true }) pdfFilename: string | null;
  @Field() hasExternalLink: boolean;
  @Field(() => String, { nullable: true }) externalUrl: string | null;
  @Field({ description: 'The external link is on youtube.com / youtu.be or has an embed path' }) isYoutube: boolean;
  @Field(() => Int, { nullable: true, description: 'Minutes to read or watch' }) estimatedReadTime: number | null;
  @Field(() => [String]) professions: string[];
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
registerEnumType(LibraryModeEnum, { name: 'LibraryMode', description: 'ARTICLES: everything but YouTube items; VIDEOS: YouTube items only' });

export const ArticleSortEnum = Object.fromEntries(ARTICLE_SORT_VALUES.map((v) => [v, v])) as { [K in ArticleSort]: K };
registerEnumType(ArticleSortEnum, {
  name: 'ArticleSort',
  description: 'NEWEST / OLDEST by publication date (undated last), TITLE A-Z, POINTS highest first, RELEVANCE best search match first',
  valuesConfig: { RELEVANCE: { description: 'Best match of the `search` text first (title outweighs summary, summary outweighs content); without a search the same as NEWEST' } },
});

@ObjectType('ArticleSearchHighlight', {
  description: 'Where a library search matched an item. Plain text (never HTML) in which each matched word is wrapped in U+0002 (start) and U+0003 (end); split on those to mark them.',
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

@InputType({ description: 'Library filters; an empty value or "All" means no filter.' })
export class ArticleFilter {
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) language?: string | null;
  @Field(() => String, { nullable: true, description: 'Compared lower-cased with whitespace collapsed' }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'Words the title contains, ignoring case (for the admin list); the full-text search is the `search` argument of `articles`' }) search?: string | null;
  @Field(() => LibraryModeEnum, { nullable: true, description: 'Absent: both kinds' }) mode?: LibraryMode | null;
  @Field(() => Boolean, { nullable: true, description: 'Admins only: include unpublished items' }) includeUnpublished?: boolean | null;
}

// Plain fields resolve without type-graphql's per-field middleware wrapper (no field-level auth on them).
@ObjectType({ simpleResolvers: true })
export class ArticlePage {
  @Field(() => [ArticleType]) items: ArticleType[];
  @Field(() => Int, { description: 'Items matching the filters, over all pages' }) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) perPage: number;
}

@ObjectType({ description: 'Values present in the published library, for the filter drop-downs' })
export class ArticleFilterOptions {
  @Field(() => [String]) categories: string[];
  @Field(() => [String]) languages: string[];
  @Field(() => [String], { description: 'One spelling per normalised source' }) sources: string[];
}

@InputType({ description: 'Every editable field of an article; content is Markdown.' })
export class ArticleInput {
  @Field() title: string;
  @Field() category: string;
  @Field(() => String, { nullable: true }) secondaryCategory?: string | null;
  @Field(() => String, { nullable: true }) subcategory?: string | null;
  @Field() language: string;
  @Field(() => String, { nullable: true }) difficultyLevel?: string | null;
  @Field(() => Float, { nullable: true, description: 'Defaults to 1' }) pePointsValue?: number | null;
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) publicationDate?: string | null;
  @Field(() => String, { nullable: true }) summary?: string | null;
  @Field(() => String, { nullable: true, description: 'Markdown' }) content?: string | null;
  @Field(() => String, { nullable: true }) externalUrl?: string | null;
  @Field(() => Int, { nullable: true }) estimatedReadTime?: number | null;
  @Field(() => [String], { nullable: true }) professions?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Minutes of video or audio; part of the study time' }) videoMinutes?: number | null;
  @Field(() => String, { nullable: true, description: 'Needed to set pePointsValue other than the study-time formula gives; shown on certificates' })
  pointsOverrideReason?: string | null;
}
