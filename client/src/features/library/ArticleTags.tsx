import { categoryLabel, difficultyLabel, languageLabel } from '../../app/enum-labels';

interface TaggedArticle {
  category: string;
  secondaryCategory?: string | null;
  subcategory?: string | null;
  language: string;
  difficultyLevel?: string | null;
}

/** The tag chips of an item: category, secondary category, subcategory, language and difficulty. */
export function ArticleTags({ article }: { article: TaggedArticle }) {
  const tags: Array<{ kind: string; label: string; value: string }> = [];
  tags.push({ kind: 'category', label: 'Category', value: categoryLabel(article.category) });
  if (article.secondaryCategory) tags.push({ kind: 'secondary', label: 'Secondary category', value: categoryLabel(article.secondaryCategory) });
  if (article.subcategory) tags.push({ kind: 'subcategory', label: 'Subcategory', value: article.subcategory });
  tags.push({ kind: 'language', label: 'Language', value: languageLabel(article.language) });
  if (article.difficultyLevel) tags.push({ kind: 'difficulty', label: 'Difficulty', value: difficultyLabel(article.difficultyLevel) });
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((t) => (
        <li key={t.kind} className={`tag tag-${t.kind}`} title={t.label}>
          <span className="sr-only">{t.label}: </span>
          {t.value}
        </li>
      ))}
    </ul>
  );
}
