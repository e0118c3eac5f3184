import { PATHS } from '../../../paths';
import { readContentFolder } from '../../content/content-files';
import { buildVocabulary, checkItem, conflictingPairs } from './question-gate';

/**
 * Walks every shipped item's question bank through the gate, as `npm run import` does: each article
 * and video item has a bank of at least 10 items that all pass.
 */
describe('the shipped question banks', () => {
  it('give every item at least 10 items that pass the question gate', async () => {
    const content = await readContentFolder(PATHS.content);
    expect(content.errors).toEqual([]);
    const vocab = buildVocabulary(content.articles.map((a) => a.draft));
    const failures: string[] = [];
    const short: string[] = [];
    for (const { draft } of content.articles) {
      const bank = content.banks.get(draft.slug);
      const items = bank?.items ?? [];
      let passing = 0;
      for (const item of items) {
        const found = checkItem(
          {
            question: item.question,
            options: item.options,
            correct: item.answer,
            explanation: item.explanation,
            source: 'curated',
            sourceSection: item.section,
            sourceQuote: item.quote,
          },
          draft,
          vocab,
        );
        if (found.length) failures.push(...found.map((f) => `${draft.slug}.questions.yaml ${item.id} [${f.rule}] ${f.message}`));
        else passing += 1;
      }
      if (passing < 10) short.push(`${draft.slug}: ${passing} passing of ${items.length}`);
      // The draw must still find a full test among items that give each other away.
      const pairs = conflictingPairs(
        items.map((i) => ({ question: i.question, options: i.options, correct: i.answer, explanation: i.explanation, source: 'curated' as const })),
        draft.language,
      );
      if (pairs.length > items.length / 2) short.push(`${draft.slug}: ${pairs.length} give-away pairs`);
    }
    if (failures.length || short.length) console.log([...failures, ...short].join('\n'));
    expect(failures).toEqual([]);
    expect(short).toEqual([]);
  });
});
