import type { Logger } from 'pino';
import type { FileStorage } from '../../providers/file-storage';
import type { ArticlesService } from '../articles/articles.service';
import { pointsForMinutes, studyTime } from '../articles/study-time';
import type { BankImportReport, QuestionBankService } from '../assessment/bank/question-bank.service';
import type { NewsService } from '../news/news.service';
import { renderArticlePdf } from './article-pdf';
import { readContentFolder, type ContentFileError } from './content-files';

export interface ImportTally {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportReport {
  articles: ImportTally;
  news: ImportTally;
  pdfsGenerated: number;
  errors: ContentFileError[];
  /** One entry per question bank file, with the items the gate held back. */
  banks: BankImportReport[];
}

const tally = (): ImportTally => ({ created: 0, updated: 0, unchanged: 0 });

/**
 * Imports a content folder into the library. Every file is validated first; when any file is
 * invalid nothing is written. Rows are matched by slug (the file name), so importing the same
 * folder again changes nothing, and an edited file updates its row in place.
 */
export class ContentImportService {
  constructor(
    private readonly articles: ArticlesService,
    private readonly news: NewsService,
    private readonly storage: FileStorage,
    private readonly productName: string,
    private readonly log: Logger,
    private readonly questionBank: QuestionBankService,
    private readonly creditMinutes: number,
  ) {}

  async importFolder(folder: string): Promise<ImportReport> {
    const content = await readContentFolder(folder);
    const report: ImportReport = { articles: tally(), news: tally(), pdfsGenerated: 0, errors: content.errors, banks: [] };
    // In production a file that would publish its item must name an author, a reviewer and a review date.
    for (const { file, draft, meta } of content.articles) {
      const problem = draft.isPublished === false ? null : this.articles.publishProblem(meta);
      if (problem) report.errors.push({ file, message: problem });
    }
    if (content.errors.length) return report;

    const imported = [];
    for (const { draft: fileDraft, meta } of content.articles) {
      // Points follow study time unless the file states a reason for its own figure.
      const time = studyTime({ ...fileDraft, videoMinutes: meta.videoMinutes });
      const draft = {
        ...fileDraft,
        meta: { ...meta, studyMinutes: Math.round(time.minutes) },
        pePointsValue: meta.pointsOverrideReason ? fileDraft.pePointsValue : pointsForMinutes(time.minutes, this.creditMinutes),
      };
      const { outcome, article, previous } = await this.articles.upsertDraft(draft);
      imported.push({ slug: draft.slug, article });
      report.articles[outcome] += 1;
      if (draft.pdfFilename) {
        const stale =
          outcome !== 'unchanged' &&
          (!previous ||
            previous.title !== article.title ||
            previous.content !== article.content ||
            previous.summary !== article.summary ||
            previous.source !== article.source ||
            previous.publicationDate !== article.publicationDate);
        if (stale || !(await this.storage.locate('pdf', draft.pdfFilename))) {
          const pdf = await renderArticlePdf({
            title: article.title,
            source: article.source,
            publicationDate: article.publicationDate,
            summary: article.summary,
            markdown: article.content,
            productName: this.productName,
          });
          await this.storage.write('pdf', draft.pdfFilename, pdf);
          report.pdfsGenerated += 1;
        }
      }
      // A file that no longer asks for a PDF drops the one generated from it.
      if (previous?.pdfFilename && previous.pdfFilename !== article.pdfFilename) await this.storage.remove('pdf', previous.pdfFilename);
    }
    for (const { draft } of content.news) report.news[await this.news.upsertDraft(draft)] += 1;

    // Banks last, so the gate judges languages against the whole imported library.
    if (content.banks.size) {
      const vocab = await this.questionBank.vocabulary();
      for (const { slug, article } of imported) {
        const bank = content.banks.get(slug);
        if (bank) report.banks.push(await this.questionBank.importBank(article, slug, bank.items, vocab));
      }
    }

    const failing = report.banks.reduce((n, b) => n + b.failures.length, 0);
    this.log.info({ folder, articles: report.articles, news: report.news, pdfs: report.pdfsGenerated, banks: report.banks.length, failingItems: failing }, 'content imported');
    return report;
  }
}
