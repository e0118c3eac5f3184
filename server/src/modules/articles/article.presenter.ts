import type { ArticleEntity } from './article.entity';

/** The REST shape of an article (SPEC §3), snake_case; `content` is the sanitised HTML. */
export function presentArticle(a: ArticleEntity) {
  return {
    id: a.id,
    title: a.title,
    category: a.category,
    secondary_category: a.secondaryCategory,
    subcategory: a.subcategory,
    language: a.language,
    difficulty_level: a.difficultyLevel,
    pe_points_value: a.pePointsValue,
    source: a.source,
    publication_date: a.publicationDate,
    created_at: a.createdAt,
    summary: a.summary,
    content: a.contentHtml ?? '',
    has_pdf: a.hasPdf,
    pdf_filename: a.pdfFilename,
    has_external_link: a.hasExternalLink,
    external_url: a.externalUrl,
    is_youtube: a.isYoutube,
    estimated_read_time: a.estimatedReadTime,
    professions: a.professions,
  };
}

export type RestArticle = ReturnType<typeof presentArticle>;
