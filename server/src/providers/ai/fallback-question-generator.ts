import type { Logger } from 'pino';
import type { GenerationResult, QuestionGenerator, QuestionRequest } from './question-generator';

/** Uses `primary` and falls back to `fallback` when it fails, times out or returns too few valid questions. */
export class FallbackQuestionGenerator implements QuestionGenerator {
  constructor(
    private readonly primary: QuestionGenerator,
    private readonly fallback: QuestionGenerator,
    private readonly log: Logger,
  ) {}

  get name() {
    return this.primary.name;
  }

  async generate(request: QuestionRequest): Promise<GenerationResult> {
    try {
      return await this.primary.generate(request);
    } catch (err) {
      this.log.warn(
        { err: (err as Error).message, articleId: request.article.id },
        `${this.primary.name} question generation failed; using ${this.fallback.name}`,
      );
      return this.fallback.generate(request);
    }
  }
}
