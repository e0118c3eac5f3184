/** A library language by the code the content files' `keywords` maps use. */
export type LibraryLanguage = 'en' | 'nl' | 'de' | 'es';

/** Subjects whose answers must keep every figure and conclusion with its passage and conditions. */
export type Sensitivity = 'clinical' | 'legal' | 'tax';

/** A passage of a library article handed to an assistant as grounding material. */
export interface GroundingPassage {
  articleId: number;
  title: string;
  heading: string;
  text: string;
  /** The article's language, when it is one of the library's four. */
  language?: LibraryLanguage | null;
  category?: string;
}

export interface AssistantRequest {
  question: string;
  /** The most relevant passages, best first; empty when the library has nothing relevant. */
  passages: GroundingPassage[];
  /** The question's language (English when it cannot be told). */
  language?: LibraryLanguage;
  /** Set for clinical, legal and tax questions: figures and conclusions only with their passage and conditions. */
  sensitivity?: Sensitivity | null;
  /** The answer opens with the safety policy's refusal or caution: no separate professional-judgement notice. */
  led?: boolean;
}

/**
 * Answers a member's question from library passages. The answer is Markdown and cites articles
 * as links to `/article/{id}`; only articles among the passages may be cited.
 */
export interface AssistantProvider {
  readonly kind: 'openai' | 'offline';
  answer(request: AssistantRequest): Promise<string>;
}

/** The reader route of an article, used in answers and source lists. */
export const articlePath = (articleId: number) => `/article/${articleId}`;
