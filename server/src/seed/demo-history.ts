import type PDFKitModule from 'pdfkit';
import { lazyRequire } from '../lazy-require';
import type { Services } from '../services';
import type { OutsideActivityKind } from '@leerpunt/shared/catalog';
import { ArticlesRepository } from '../modules/articles/articles.repository';
import { AssessmentRepository } from '../modules/assessment/taking/assessment.repository';
import { parseOutsideActivity } from '../modules/outside-activities/outside-activities.inputs';
import { passTest } from '../modules/assessment/taking/pass-test';
import { TEST_QUESTION_MINUTES } from '../modules/study/study.sql';
import { UsersRepository } from '../modules/users/users.repository';
import { DemoHistoryRepository } from './demo-history.repository';

const pdfKit = lazyRequire<typeof PDFKitModule>('pdfkit');

/** The demo account that gets a history: the Professional (yearly) member. */
export const HISTORY_DEMO_EMAIL = 'professional@leerpunt.example';

/**
 * Seconds of reading (and watching) the demo member spent on the `i`-th history item before its test: between 90 %
 * and 130 % of the item's reading and video minutes, so every item clears the default minimum (half of them).
 */
export function demoStudySeconds(article: { studyMinutes: number | null; estimatedReadTime: number | null }, i: number): number {
  const minutes = article.studyMinutes !== null ? article.studyMinutes - TEST_QUESTION_MINUTES : (article.estimatedReadTime ?? 5);
  return Math.round(Math.max(1, minutes) * 60 * (0.9 + (i % 5) * 0.1));
}

/** How many completions the demo member gets in all, over three calendar years. */
export const DEMO_COMPLETIONS = 19;

/** At 10:00 UTC on that day, but never after `now` (a day later this month is moved to an hour ago). */
function notAfter(now: Date, year: number, month: number, day: number): Date {
  const d = new Date(Date.UTC(year, month, day, 10));
  return d > now ? new Date(now.getTime() - 3_600_000) : d;
}

/**
 * Completion times over this calendar year and the two before, with a rhythm a real member might have:
 * one this month and one last month (so the trend shows), a few earlier this year, the rest spread over
 * the previous two years. Always DEMO_COMPLETIONS of them, whatever the month.
 */
export function demoCompletionTimes(now: Date): Date[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const thisYear = [3, 5, 7, 9].filter((k) => m - k >= 0).map((k, i) => notAfter(now, y, m - k, 4 + i * 5));
  const lastYear = [1, 3, 5, 7, 9, 11, 0, 2, 4, 6, 8, 10]
    .slice(0, 12 - thisYear.length)
    .map((month, i) => new Date(Date.UTC(y - 1, month, 3 + ((i * 7) % 24), 10)));
  const yearBefore = [2, 4, 6, 9, 11].map((month, i) => new Date(Date.UTC(y - 2, month, 5 + i * 4, 10)));
  return [notAfter(now, y, m, 2), new Date(Date.UTC(y, m - 1, 9, 10)), ...thisYear, ...lastYear, ...yearBefore].sort((a, b) => +a - +b);
}

interface DemoOutside {
  at: (now: Date) => Date;
  kind: OutsideActivityKind;
  title: string;
  provider: string;
  category: string;
  hours: number;
  points: number;
  evidence: boolean;
}

const OUTSIDE: readonly DemoOutside[] = [
  {
    at: (now) => notAfter(now, now.getUTCFullYear(), Math.max(now.getUTCMonth() - 2, 0), 12),
    kind: 'CONFERENCE',
    title: 'Annual Accountancy Congress',
    provider: 'Royal NBA',
    category: 'Accounting',
    hours: 6,
    points: 3,
    evidence: true,
  },
  {
    at: (now) => new Date(Date.UTC(now.getUTCFullYear() - 1, 10, 3)),
    kind: 'COURSE',
    title: 'IFRS 17 in practice',
    provider: 'Tax Academy Amsterdam',
    category: 'Finance',
    hours: 8,
    points: 4,
    evidence: true,
  },
  {
    at: (now) => new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 20)),
    kind: 'READING',
    title: 'Journal club: audit quality indicators',
    provider: 'Maandblad voor Accountancy',
    category: 'Accounting',
    hours: 2,
    points: 0.5,
    evidence: false,
  },
  {
    at: (now) => new Date(Date.UTC(now.getUTCFullYear() - 2, 8, 14)),
    kind: 'E_LEARNING',
    title: 'Data analytics for auditors',
    provider: 'Coursera',
    category: 'Technology',
    hours: 4.5,
    points: 2,
    evidence: true,
  },
];

/** A one-page "certificate of attendance" PDF, the kind of evidence a member keeps. */
function attendancePdf(name: string, a: DemoOutside, date: string): Promise<Buffer> {
  const doc = new (pdfKit())({
    size: 'A4',
    margin: 72,
    info: { Title: `Certificate of attendance – ${a.title}`, Author: a.provider, CreationDate: new Date(`${date}T12:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(24).text('Certificate of attendance', { align: 'center' }).moveDown(1.5);
  doc.font('Helvetica').fontSize(13).text(`${a.provider} confirms that`, { align: 'center' }).moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).text(name, { align: 'center' }).moveDown(0.5);
  doc.font('Helvetica').fontSize(13).text(`took part in "${a.title}" on ${date} (${a.hours} hours, ${a.points} CPD points).`, { align: 'center' });
  doc.end();
  return done;
}

/**
 * Gives the Professional demo member three years of completions (with real certificates) and a few
 * outside activities, so the multi-year overview, trend and export show something. Runs once: a member
 * who already has completions or outside activities is left alone.
 */
export async function seedDemoHistory(services: Services, now = new Date()): Promise<void> {
  // The seed is a composition root of its own: it builds the repositories it reads through.
  const users = new UsersRepository(services.db);
  const attempts = new AssessmentRepository(services.db);
  const user = await users.byEmail(HISTORY_DEMO_EMAIL);
  if (!user) return;
  if ((await new DemoHistoryRepository(services.db).historyItems(user.id)) > 0) return;

  const articles = await new ArticlesRepository(services.db).firstPublished(DEMO_COMPLETIONS);
  const times = demoCompletionTimes(now);
  const dated = articles.map((article, i) => ({ article, completedAt: times[i] }));
  // One transaction for the whole history (nothing else runs during seeding; first start stays quick), oldest first through the normal pass path.
  await services.db.transaction(async (m) => {
    const locked = await users.findLockedOrFail(m, user.id);
    for (const [i, { article, completedAt }] of dated.entries()) {
      // Studied in the reader until the test began, 12 minutes before the pass.
      const studySeconds = demoStudySeconds(article, i);
      await services.study.recordDemoStudy(m, user.id, article.id, studySeconds, new Date(completedAt.getTime() - 12 * 60_000));
      const attemptId = await attempts.insertDemoAttempt(m, user.id, article.id, completedAt);
      await passTest(m, services.certificateIssuer, {
        user: locked,
        article,
        attempt: { id: attemptId, answers: null, score: 5, total: 5 },
        completedAt,
        studySeconds,
      });
    }
  });

  const name = `${user.firstName} ${user.lastName}`.trim();
  for (const a of OUTSIDE) {
    const date = a.at(now).toISOString().slice(0, 10);
    const created = await services.outsideActivities.create(user, () =>
      parseOutsideActivity({ kind: a.kind, date, title: a.title, provider: a.provider, category: a.category, hours: a.hours, points: a.points }, now),
    );
    if (a.evidence) {
      await services.outsideActivities.attachEvidence(user, created.id, {
        bytes: await attendancePdf(name, a, date),
        declaredType: 'application/pdf',
        fileName: `attendance-${a.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      });
    }
  }
}
