import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimal } from '../../db/transformers';
import { SEARCH_VECTOR_SQL } from './article-search';
import type { ChangeLogEntry, ContentPerson } from './accountability';
import type { ReviewQuestion } from './review-questions';

/** A library item: text, PDF, external link or YouTube video (SPEC §3). */
@Entity('articles')
@Index('articles_published_date_idx', ['isPublished', 'publicationDate', 'id'])
// Newest first with undated items last: (is_published, publication_date DESC NULLS LAST, id DESC),
// written by hand in its migration because column order options cannot be declared here.
@Index('articles_published_newest_idx', { synchronize: false })
// Title A-Z ignores case: (is_published, lower(title), id), also hand-written.
@Index('articles_published_title_ci_idx', { synchronize: false })
@Index('articles_published_title_idx', ['isPublished', 'title'])
@Index('articles_published_points_idx', ['isPublished', 'pePointsValue'])
// Dashboard recommendations, per profession list in recommendation order:
// (professions, publication_date DESC NULLS LAST, created_at to the millisecond DESC, id DESC) WHERE is_published, hand-written.
@Index('articles_recommendation_idx', { synchronize: false })
// Counts a library page shows (published, one mode) are answered from this small index.
@Index('articles_published_mode_idx', ['isPublished', 'isYoutube'])
@Index('articles_category_idx', ['category'])
@Index('articles_language_idx', ['language'])
@Index('articles_source_key_idx', ['sourceKey'])
// Full-text search: GIN over search_vector, one partial index per search language and one for the others, hand-written
// in their migration (the index method cannot be declared here).
@Index('articles_search_english_idx', { synchronize: false })
@Index('articles_search_dutch_idx', { synchronize: false })
@Index('articles_search_german_idx', { synchronize: false })
@Index('articles_search_spanish_idx', { synchronize: false })
@Index('articles_search_other_idx', { synchronize: false })
export class ArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stable key of the content file it was imported from (null for admin-created items). */
  @Index('articles_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  slug: string | null;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ name: 'secondary_category', type: 'varchar', length: 60, nullable: true })
  secondaryCategory: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  subcategory: string | null;

  @Column({ type: 'varchar', length: 30 })
  language: string;

  @Column({ name: 'difficulty_level', type: 'varchar', length: 30, nullable: true })
  difficultyLevel: string | null;

  @Column({ name: 'pe_points_value', type: 'numeric', precision: 5, scale: 2, default: 1, transformer: decimal })
  pePointsValue: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  /** Lower-cased, whitespace-collapsed source, for the Source filter. */
  @Column({ name: 'source_key', type: 'varchar', length: 200, nullable: true })
  sourceKey: string | null;

  @Column({ name: 'publication_date', type: 'date', nullable: true })
  publicationDate: string | null;

  @Column({ type: 'text', default: '' })
  summary: string;

  /** Markdown source of the text content. */
  @Column({ type: 'text', default: '' })
  content: string;

  /** `content` rendered to sanitised HTML whenever it is saved, so reads never render Markdown. */
  @Column({ name: 'content_html', type: 'text', default: '' })
  contentHtml: string;

  /** File name under the PDF storage area; unique so a PDF URL resolves to exactly one article. */
  @Index('articles_pdf_filename_key', { unique: true })
  @Column({ name: 'pdf_filename', type: 'varchar', length: 200, nullable: true })
  pdfFilename: string | null;

  @Column({ name: 'external_url', type: 'varchar', length: 2000, nullable: true })
  externalUrl: string | null;

  @Column({ name: 'is_youtube', type: 'boolean', default: false })
  isYoutube: boolean;

  @Column({ name: 'estimated_read_time', type: 'integer', nullable: true })
  estimatedReadTime: number | null;

  /** Professions this item is written for; compared with the member's for recommendations. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  professions: string[];

  /** Minutes of video or audio the item asks the member to watch; part of its study time. */
  @Column({ name: 'video_minutes', type: 'integer', nullable: true })
  videoMinutes: number | null;

  /** Estimated study minutes behind the points (reading + video + test), rounded to whole minutes. */
  @Column({ name: 'study_minutes', type: 'integer', nullable: true })
  studyMinutes: number | null;

  /** Why an admin set points other than the study-time formula gives; null when the formula applies. */
  @Column({ name: 'points_override_reason', type: 'text', nullable: true })
  pointsOverrideReason: string | null;

  /** Who wrote the item: name and role or qualification (free text); the demo content says it is demo content. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  authors: ContentPerson[];

  /** Who reviewed the item, in the same shape as the authors. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  reviewers: ContentPerson[];

  @Column({ name: 'reviewed_on', type: 'date', nullable: true })
  reviewedOn: string | null;

  /** When the item must be reviewed again (by default twelve months after its review). */
  @Index('articles_next_review_idx')
  @Column({ name: 'next_review_on', type: 'date', nullable: true })
  nextReviewOn: string | null;

  /** What changed, when and by whom, newest first: the content file's lines and those admins added. */
  @Column({ name: 'change_log', type: 'jsonb', default: () => "'[]'" })
  changeLog: ChangeLogEntry[];

  /** Ungraded questions with feedback that the reader shows at the end of the item. */
  @Column({ name: 'review_questions', type: 'jsonb', default: () => "'[]'" })
  reviewQuestions: ReviewQuestion[];

  @Column({ name: 'learning_objectives', type: 'text', array: true, default: () => "'{}'" })
  learningObjectives: string[];

  /** Primary sources the item rests on (standard, law or guideline with section). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  references: string[];

  /** Title and key terms per language code (en, nl, de, es), for cross-language retrieval. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  keywords: Record<string, string[]>;

  /**
   * Weighted words of title, summary and content in the item's language; kept by the database (generated column), in the
   * row rather than the TOAST table (storage MAIN, migration 1795912900000) so ranking a search does not fetch it apart.
   */
  @Column({ name: 'search_vector', type: 'tsvector', generatedType: 'STORED', asExpression: SEARCH_VECTOR_SQL, select: false, insert: false, update: false })
  searchVector?: string;

  /** Set on the items of a full-text search page: the words searched for, so their highlights can be computed. */
  searchText?: string;

  @Column({ name: 'is_published', type: 'boolean', default: true })
  isPublished: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  get hasPdf(): boolean {
    return !!this.pdfFilename;
  }

  get hasExternalLink(): boolean {
    return !!this.externalUrl;
  }
}
