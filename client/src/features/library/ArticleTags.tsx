import { categoryLabel, difficultyLabel, languageLabel } from '../../app/enum-labels';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ArticleTags_ArticleFragmentDoc } from '../../gql/graphql';

/** The tag chips of an item: category, secondary category, subcategory, language and difficulty. */
export function ArticleTags({ article: ref }: { article: FragmentType<typeof ArticleTags_ArticleFragmentDoc> }) {
  const article = getFragmentData(ArticleTags_ArticleFragmentDoc, ref);
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
