import { LIMITS } from '@leerpunt/shared/limits';
import type { CpdProfile } from './cpd-profiles.schema';
import type { CpdBodyStanding, CpdChoice, CpdEntry } from './cpd-profiles.service';
import type { CpdBodyChoiceType, CpdBodyStandingType, CpdEntryType, CpdProfileType } from './cpd-profiles.types';

/** A profile as GraphQL shows it. */
export const presentProfile = (p: CpdProfile): CpdProfileType => ({
  id: p.id,
  body: p.body,
  country: p.country,
  profession: p.profession,
  unitLabel: p.unitLabel,
  cycleYears: p.cycle.years,
  cycleStart: p.cycle.start === 'member-chosen' ? 'MEMBER_CHOSEN' : 'CALENDAR_YEAR',
  totalPerCycle: p.totalPerCycle,
  minimumPerYear: p.minimumPerYear,
  verifiableMinimumPerCycle: p.verifiable.minimumPerCycle,
  verifiableMinimumShare: p.verifiable.minimumShare,
  categories: p.categories.map((c) => ({ label: c.label, minimumPerCycle: c.minimumPerCycle, matches: c.matches })),
  carryOverMaxPerYear: p.carryOver?.maxPerYear ?? null,
  reflectionRequired: p.reflectionRequired,
  sourceUrl: p.sourceUrl,
  checkedOn: p.checkedOn,
  note: p.note,
});

export const presentChoice = (c: CpdChoice): CpdBodyChoiceType => ({ profile: presentProfile(c.profile), cycleStartYear: c.cycleStartYear });

export const presentEntry = (e: CpdEntry): CpdEntryType => ({
  id: e.id,
  kind: e.kind,
  date: e.date,
  title: e.title,
  category: e.category,
  hours: e.hours,
  verifiable: e.verifiable,
  reflection: e.reflection ? { learned: e.reflection.learned, application: e.reflection.application, updatedAt: e.reflection.updatedAt } : null,
});

export const presentStanding = (b: CpdBodyStanding): CpdBodyStandingType => {
  const s = b.standing;
  return {
    id: `${b.profile.id}:${s.cycleStartYear}`,
    profile: presentProfile(b.profile),
    cycleStartYear: s.cycleStartYear,
    cycleEndYear: s.cycleEndYear,
    credited: s.credited,
    carriedIn: s.carriedIn,
    required: s.required,
    missingTotal: s.missingTotal,
    missingThisYear: s.missingThisYear,
    verifiableCredited: s.verifiable.credited,
    verifiableRequired: s.verifiable.required,
    verifiableMet: s.verifiable.met,
    categories: s.categories,
    years: s.years,
    status: s.status,
    complete: s.complete,
    gap: s.gap,
    suggestions: b.suggestions,
    entriesWithoutReflection: b.entriesWithoutReflection.slice(-LIMITS.cpdEntriesListed).reverse().map(presentEntry),
    entriesWithoutReflectionCount: b.entriesWithoutReflection.length,
  };
};
