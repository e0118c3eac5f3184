/** Props shared by the library card and the reader. */
export interface TestActionsProps {
  articleId: number;
  pePointsValue: number;
  /** 'card' in the library grid, 'reader' on the article page (adds the attempts chip and certificate download). */
  variant: 'card' | 'reader';
}

/**
 * Start Test (locked with a padlock and PRO badge when not allowed), attempts chip and Download
 * Certificate for one article (built by the assessment feature).
 */
export default function TestActions(_props: TestActionsProps) {
  return null;
}
