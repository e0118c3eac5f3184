import type { DataSource } from 'typeorm';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { badInput, notFound } from '../../errors';
import type { RecommendationCandidate } from '../articles/articles.repository';
import type { ArticlesService } from '../articles/articles.service';
import type { CompletionsService } from '../assessment/completions/completions.service';
import { recommendArticles } from '../dashboard/recommendation';
import type { OutsideActivitiesService } from '../outside-activities/outside-activities.service';
import { isActivityId } from '../outside-activities/outside-activities.inputs';
import { requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { CpdProfile } from './cpd-profiles.schema';
import type { ChooseCpdBodiesCommand, ReflectionCommand } from './cpd-profiles.inputs';
import { CpdProfilesRepository, type StoredReflection } from './cpd-profiles.repository';
import { cpdStanding, cycleStartYearOf, type CpdCredit, type CpdStanding } from './cpd-standing';

/** A body the member follows. */
export interface CpdChoice {
  profile: CpdProfile;
  /** The year the member's cycles count from (member-chosen profiles); null where cycles follow the calendar. */
  cycleStartYear: number | null;
}

/** One entry of the member's record with its reflection. */
export interface CpdEntry extends CpdCredit {
  /** The completion id or the outside activity's id. */
  id: string;
  certificateId: string | null;
  reflection: StoredReflection | null;
}

/** A library item that would help close a gap. */
export type CpdSuggestion = Pick<RecommendationCandidate, 'id' | 'title' | 'category' | 'pePointsValue'>;

/** The member's standing with one chosen body in its current cycle. */
export interface CpdBodyStanding extends CpdChoice {
  standing: CpdStanding;
  /** Up to three library items in the member's profession, when something is missing. */
  suggestions: CpdSuggestion[];
  /** Entries of the cycle that lack the reflection the body asks for. */
  entriesWithoutReflection: CpdEntry[];
  /** Every counted entry of the cycle, oldest first (for the record export). */
  entries: CpdEntry[];
}

const UTC_DAY = (d: Date) => d.toISOString().slice(0, 10);

/** A reflection as one text, as the record export prints it: what was learned, then how it will be applied; '' without one. */
export const reflectionText = (r: Pick<StoredReflection, 'learned' | 'application'> | null): string =>
  r ? [r.learned, r.application].filter(Boolean).join(' — ') : '';

/** A body's deadline that nears while the member is still short of its points. */
export interface CpdDeadlineShortfall {
  userId: number;
  email: string;
  firstName: string;
  profile: CpdProfile;
  /** The last day of the year or cycle, YYYY-MM-DD (UTC). */
  deadline: string;
  /** Whether the deadline closes the cycle (else it is the yearly minimum's). */
  cycleEnds: boolean;
  /** Still to earn by the deadline, in the body's unit. */
  missing: number;
}

/** Professional bodies' CPD requirements (profiles from a file), the member's chosen bodies, their standing, and reflections. */
export class CpdProfilesService {
  private readonly repo: CpdProfilesRepository;
  private readonly users: UsersRepository;
  private readonly byId: Map<string, CpdProfile>;

  constructor(
    db: DataSource,
    private readonly profileList: readonly CpdProfile[],
    private readonly completions: Pick<CompletionsService, 'recordRows'>,
    private readonly outside: Pick<OutsideActivitiesService, 'recordRows' | 'find'>,
    private readonly articles: Pick<ArticlesService, 'recommendationCandidates'>,
    /** Study minutes per PE point (CREDIT_MINUTES): a certificate's points as hours. */
    private readonly creditMinutes: number,
  ) {
    this.repo = new CpdProfilesRepository(db);
    this.users = new UsersRepository(db);
    this.byId = new Map(profileList.map((p) => [p.id, p]));
  }

  /** Every profile this deployment ships, in file order. */
  profiles(): readonly CpdProfile[] {
    return this.profileList;
  }

  /** The caller's chosen bodies; a choice whose profile the deployment no longer has is left out. */
  async choicesOf(actor: UserEntity | null | undefined): Promise<CpdChoice[]> {
    const user = requireUser(actor);
    return this.choicesFor(user.id);
  }

  private async choicesFor(userId: number): Promise<CpdChoice[]> {
    const stored = await this.repo.choices(userId);
    return stored.flatMap((c) => {
      const profile = this.byId.get(c.profileId);
      return profile ? [{ profile, cycleStartYear: profile.cycle.start === 'member-chosen' ? c.cycleStartYear : null }] : [];
    });
  }

  /** Replaces the caller's chosen bodies. A member-chosen cycle needs its start year (not in the future); others ignore it. */
  async choose(actor: UserEntity | null | undefined, command: ChooseCpdBodiesCommand, now = new Date()): Promise<CpdChoice[]> {
    const user = requireUser(actor);
    const thisYear = now.getUTCFullYear();
    const choices = command.choices.map((c, i) => {
      const profile = this.byId.get(c.profileId);
      if (!profile) throw badInput(MESSAGES.cpdProfileUnknown, { fields: { [`choices.${i}.profileId`]: MESSAGES.cpdProfileUnknown } });
      if (profile.cycle.start !== 'member-chosen') return { profileId: profile.id, cycleStartYear: null };
      if (c.cycleStartYear === null)
        throw badInput(MESSAGES.cpdCycleStartRequired, { fields: { [`choices.${i}.cycleStartYear`]: MESSAGES.cpdCycleStartRequired } });
      if (c.cycleStartYear < LIMITS.dashboardYearMin || c.cycleStartYear > thisYear)
        throw badInput(MESSAGES.cpdCycleStartInvalid, { fields: { [`choices.${i}.cycleStartYear`]: MESSAGES.cpdCycleStartInvalid } });
      return { profileId: profile.id, cycleStartYear: c.cycleStartYear };
    });
    await this.repo.replaceChoices(user.id, choices);
    return this.choicesFor(user.id);
  }

  /** `userId`'s record as dated entries with their reflections, oldest first (revoked certificates included, flagged). */
  async entries(userId: number): Promise<CpdEntry[]> {
    const [completed, outside, reflections] = await Promise.all([
      this.completions.recordRows(userId, null, null),
      this.outside.recordRows(userId, null, null),
      this.repo.reflections(userId),
    ]);
    const onCompletion = new Map(reflections.filter((r) => r.completionId !== null).map((r) => [r.completionId!, r]));
    const onOutside = new Map(reflections.filter((r) => r.outsideActivityId !== null).map((r) => [r.outsideActivityId!, r]));
    const hoursPerPoint = this.creditMinutes / 60;
    const list: CpdEntry[] = [
      ...completed.map((c): CpdEntry => {
        const reflection = onCompletion.get(c.completionId) ?? null;
        return {
          key: `completion:${c.completionId}`,
          id: String(c.completionId),
          kind: 'COMPLETION',
          date: UTC_DAY(c.completedAt),
          title: c.title,
          category: c.category,
          hours: Math.round(c.points * hoursPerPoint * 100) / 100,
          points: c.points,
          verifiable: c.certificateId !== null && !c.revoked,
          revoked: c.revoked,
          reflected: reflection !== null,
          certificateId: c.certificateId,
          reflection,
        };
      }),
      ...outside.map((o): CpdEntry => {
        const reflection = onOutside.get(o.id) ?? null;
        return {
          key: `outside:${o.id}`,
          id: o.id,
          kind: 'OUTSIDE_ACTIVITY',
          date: o.date,
          title: o.title,
          category: o.category,
          hours: o.hours,
          points: o.points,
          verifiable: o.evidenceName !== null,
          revoked: false,
          reflected: reflection !== null,
          certificateId: null,
          reflection,
        };
      }),
    ];
    return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** The caller's standing with each chosen body in its current cycle, with library items that would close a gap. */
  async standings(actor: UserEntity | null | undefined, now = new Date()): Promise<CpdBodyStanding[]> {
    const user = requireUser(actor);
    const choices = await this.choicesFor(user.id);
    if (choices.length === 0) return [];
    const [entries, candidates] = await Promise.all([this.entries(user.id), this.articles.recommendationCandidates(user.id, LIMITS.recommendedArticles)]);
    // Items that match the member's profession (a score above the publication-date bonus), best first.
    const inProfession = recommendArticles(user, candidates, [], LIMITS.recommendedArticles)
      .filter((r) => r.score >= 0.75)
      .map(({ article: a }) => ({ id: a.id, title: a.title, category: a.category, pePointsValue: a.pePointsValue }));
    return choices.map((choice) => this.standingOf(choice, entries, inProfession, now));
  }

  /** The standing of `choice` from already loaded entries (the record export uses it too). */
  standingOf(choice: CpdChoice, entries: readonly CpdEntry[], suggestions: readonly CpdSuggestion[], now: Date): CpdBodyStanding {
    const start = cycleStartYearOf(choice.profile, choice.cycleStartYear, now.getUTCFullYear());
    const standing = cpdStanding(choice.profile, entries, start, now);
    const inCycle = entries.filter(
      (e) => !e.revoked && Number(e.date.slice(0, 4)) >= standing.cycleStartYear && Number(e.date.slice(0, 4)) <= standing.cycleEndYear,
    );
    const lacking = new Set(standing.withoutReflection);
    return {
      ...choice,
      standing,
      suggestions: standing.gap > 0 ? suggestions.slice(0, LIMITS.recommendedArticles) : [],
      entriesWithoutReflection: inCycle.filter((e) => lacking.has(e.key)),
      entries: inCycle,
    };
  }

  /** `userId`'s chosen bodies with their standing and the entries of each current cycle (no suggestions), for the record export. */
  async recordSections(userId: number, now: Date): Promise<CpdBodyStanding[]> {
    const choices = await this.choicesFor(userId);
    if (choices.length === 0) return [];
    const entries = await this.entries(userId);
    return choices.map((c) => this.standingOf(c, entries, [], now));
  }

  /** `userId`'s reflections, one per entry, for the record export (the entries of every cycle and of no cycle). */
  async reflectionsOf(userId: number): Promise<StoredReflection[]> {
    return this.repo.reflections(userId);
  }

  /**
   * Members whose body's deadline is at most `leadDays` away while they are short of its points: every cycle and every
   * yearly minimum ends on 31 December, so outside the last `leadDays` of the year nothing is read. A cycle that ends
   * counts what its total and this year's minimum still lack; a year inside a cycle, what its minimum lacks.
   */
  async deadlinesNear(now: Date, leadDays: number): Promise<CpdDeadlineShortfall[]> {
    const year = now.getUTCFullYear();
    const deadlineMs = Date.UTC(year + 1, 0, 1);
    if (deadlineMs - now.getTime() > leadDays * 86_400_000) return [];
    const deadline = `${year}-12-31`;
    const ids = await this.repo.membersWithChoices();
    const out: CpdDeadlineShortfall[] = [];
    for (const user of await this.users.byIds(ids)) {
      if (!user.emailConfirmed) continue;
      const sections = await this.recordSections(user.id, now);
      for (const { profile, standing } of sections) {
        const cycleEnds = standing.cycleEndYear === year;
        const missing = cycleEnds ? Math.max(standing.missingTotal, standing.missingThisYear) : standing.missingThisYear;
        if (missing > 0) out.push({ userId: user.id, email: user.email, firstName: user.firstName, profile, deadline, cycleEnds, missing });
      }
    }
    return out;
  }

  /** Writes the caller's reflection on one of their completions or outside activities; any other id is "not found". */
  async reflect(actor: UserEntity | null | undefined, command: ReflectionCommand): Promise<{ entry: CpdEntry }> {
    const user = requireUser(actor);
    const missing = () => notFound(MESSAGES.reflectionEntryNotFound);
    let target: { completionId: number } | { outsideActivityId: string };
    if (command.entryKind === 'OUTSIDE_ACTIVITY') {
      if (!isActivityId(command.entryId)) throw missing();
      const activity = await this.outside.find(user, command.entryId);
      if (!activity) throw missing();
      target = { outsideActivityId: activity.id };
    } else {
      const id = /^\d{1,9}$/.test(command.entryId) ? Number(command.entryId) : null;
      // The member's own completions are the only ones a reflection may name.
      const own = id === null ? [] : (await this.completions.recordRows(user.id, null, null)).filter((c) => c.completionId === id);
      if (own.length === 0) throw missing();
      target = { completionId: id! };
    }
    const saved = await this.repo.saveReflection(user.id, target, { learned: command.learned, application: command.application });
    if (!saved) throw missing();
    const entry = (await this.entries(user.id)).find((e) => e.kind === command.entryKind && e.id === command.entryId);
    if (!entry) throw missing();
    return { entry };
  }
}
