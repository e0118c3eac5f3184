import type { CpdProfile } from './cpd-profiles.schema';

/** One dated entry of a member's record, as the rules see it. */
export interface CpdCredit {
  /** `completion:<id>` or `outside:<uuid>`. */
  key: string;
  kind: 'COMPLETION' | 'OUTSIDE_ACTIVITY';
  /** YYYY-MM-DD (UTC for completions). */
  date: string;
  title: string;
  category: string;
  /** Study hours: a certificate's PE points as hours, an outside activity's stated hours. */
  hours: number;
  points: number;
  /** A certificate that stands, or an outside activity with an evidence file. */
  verifiable: boolean;
  /** Revoked certificates count nowhere. */
  revoked: boolean;
  reflected: boolean;
}

export type CpdStatus = 'ON_TRACK' | 'BEHIND' | 'NO_TARGET';

export interface CpdYearStanding {
  year: number;
  credited: number;
  carriedIn: number;
  required: number | null;
  missing: number;
}

export interface CpdCategoryStanding {
  label: string;
  credited: number;
  required: number;
  met: boolean;
}

export interface CpdStanding {
  profileId: string;
  cycleStartYear: number;
  cycleEndYear: number;
  /** Credits in the cycle plus what was carried into it. */
  credited: number;
  carriedIn: number;
  required: number | null;
  /** Still to earn in this cycle for the total (0 when met or no total). */
  missingTotal: number;
  /** Still to earn this year for the yearly minimum (0 when met, none, or the year is outside the cycle). */
  missingThisYear: number;
  verifiable: { credited: number; required: number | null; met: boolean };
  categories: CpdCategoryStanding[];
  years: CpdYearStanding[];
  /** What the cycle should hold by now, pro rata; null without any target. */
  expectedByNow: number | null;
  status: CpdStatus;
  /** Every figure of the cycle is reached already. */
  complete: boolean;
  /** What would close the gap now: enough to be on track again when behind, else what is still missing this year or cycle. */
  gap: number;
  /** Keys of credits in the cycle without a reflection (only when the profile requires one). */
  withoutReflection: string[];
}

const round = (n: number) => Math.round(n * 100) / 100;
const yearOf = (date: string) => Number(date.slice(0, 4));

/** The cycle that holds `year`: cycles run `years` long from `startYear` (before it: the first cycle). */
export function cycleFor(profile: CpdProfile, startYear: number, year: number): { start: number; end: number } {
  const len = profile.cycle.years;
  const k = Math.max(0, Math.floor((year - startYear) / len));
  return { start: startYear + k * len, end: startYear + k * len + len - 1 };
}

/** The year a member's cycles count from: theirs when the profile lets them choose, else the profile's anchor (or the year itself for one-year cycles). */
export function cycleStartYearOf(profile: CpdProfile, chosen: number | null, year: number): number {
  if (profile.cycle.start === 'member-chosen') return chosen ?? year;
  return profile.cycle.anchorYear ?? year;
}

/**
 * A member's standing against a profile in the cycle that holds `now`. Revoked certificates count nowhere;
 * a certificate contributes its PE points as hours, an outside activity its hours or its points (profile.credit).
 * On track means every past year of the cycle met its minimum and the cycle holds at least its pro-rata share of
 * the total, of this year's minimum and of the verifiable minimum (see docs/decisions.md).
 */
export function cpdStanding(profile: CpdProfile, credits: readonly CpdCredit[], cycleStartYear: number, now: Date): CpdStanding {
  const thisYear = now.getUTCFullYear();
  const { start, end } = cycleFor(profile, cycleStartYear, thisYear);
  const counted = credits.filter((c) => !c.revoked);
  const value = (c: CpdCredit) => (c.kind === 'OUTSIDE_ACTIVITY' && profile.credit === 'points' ? c.points : c.hours);
  const sumYear = (y: number, onlyVerifiable: boolean) =>
    counted.filter((c) => yearOf(c.date) === y && (!onlyVerifiable || c.verifiable)).reduce((n, c) => n + value(c), 0);

  // Surplus of year y that counts in y + 1 (never carried twice).
  const verifiablePerYear = profile.verifiable.minimumPerCycle === null ? 0 : profile.verifiable.minimumPerCycle / profile.cycle.years;
  const carryFrom = (y: number): number => {
    const rule = profile.carryOver;
    if (!rule) return 0;
    const surplus = rule.basis === 'total' ? sumYear(y, false) - (profile.minimumPerYear ?? 0) : sumYear(y, true) - verifiablePerYear;
    return Math.min(rule.maxPerYear, Math.max(0, surplus));
  };

  const inCycle = counted.filter((c) => yearOf(c.date) >= start && yearOf(c.date) <= end);
  const carriedIn = carryFrom(start - 1);
  const credited = inCycle.reduce((n, c) => n + value(c), 0) + carriedIn;
  const verifiableCarried = profile.carryOver?.basis === 'verifiable' ? carriedIn : 0;
  const verifiableCredited = inCycle.filter((c) => c.verifiable).reduce((n, c) => n + value(c), 0) + verifiableCarried;

  const years: CpdYearStanding[] = [];
  for (let y = start; y <= end; y++) {
    const inYear = sumYear(y, false);
    const carried = carryFrom(y - 1);
    const required = profile.minimumPerYear;
    years.push({
      year: y,
      credited: round(inYear),
      carriedIn: round(carried),
      required,
      missing: required === null ? 0 : round(Math.max(0, required - inYear - carried)),
    });
  }

  const verifiableRequired = (() => {
    const { minimumPerCycle, minimumShare } = profile.verifiable;
    const byShare = minimumShare === null ? null : minimumShare * (profile.totalPerCycle ?? credited);
    if (minimumPerCycle === null) return byShare;
    return byShare === null ? minimumPerCycle : Math.max(minimumPerCycle, byShare);
  })();

  const categories = profile.categories.map((cat) => {
    const names = new Set(cat.matches.map((m) => m.trim().toLowerCase()));
    const got = inCycle.filter((c) => names.has(c.category.trim().toLowerCase())).reduce((n, c) => n + value(c), 0);
    return { label: cat.label, credited: round(got), required: cat.minimumPerCycle, met: got + 1e-9 >= cat.minimumPerCycle };
  });

  // How far into the cycle and into this year `now` is, 0..1.
  const startMs = Date.UTC(start, 0, 1);
  const cycleShare = Math.min(1, Math.max(0, (now.getTime() - startMs) / (Date.UTC(end + 1, 0, 1) - startMs)));
  const yearStartMs = Date.UTC(thisYear, 0, 1);
  const yearShare = Math.min(1, Math.max(0, (now.getTime() - yearStartMs) / (Date.UTC(thisYear + 1, 0, 1) - yearStartMs)));
  const pastYears = years.filter((y) => y.year < thisYear);
  const currentYear = years.find((y) => y.year === thisYear) ?? null;

  const hasTarget = profile.totalPerCycle !== null || profile.minimumPerYear !== null || verifiableRequired !== null || categories.length > 0;
  const expectedByNow = !hasTarget
    ? null
    : Math.max((profile.totalPerCycle ?? 0) * cycleShare, (profile.minimumPerYear ?? 0) * (pastYears.length + (currentYear ? yearShare : 0)));
  const pastMissed = pastYears.some((y) => y.missing > 0);
  const behind =
    hasTarget &&
    (pastMissed ||
      credited + 1e-9 < (expectedByNow ?? 0) ||
      (verifiableRequired !== null && verifiableCredited + 1e-9 < verifiableRequired * cycleShare) ||
      categories.some((c) => c.credited + 1e-9 < c.required * cycleShare));

  const missingTotal = profile.totalPerCycle === null ? 0 : Math.max(0, profile.totalPerCycle - credited);
  const missingThisYear = currentYear?.missing ?? 0;
  const verifiableMet = verifiableRequired === null || verifiableCredited + 1e-9 >= verifiableRequired;
  const complete = hasTarget && missingTotal === 0 && verifiableMet && categories.every((c) => c.met) && years.every((y) => y.missing === 0);
  const catchUp = Math.max(
    (expectedByNow ?? 0) - credited,
    verifiableRequired === null ? 0 : verifiableRequired * cycleShare - verifiableCredited,
    ...categories.map((c) => c.required * cycleShare - c.credited),
    0,
  );
  const gap = behind ? Math.max(catchUp, pastMissed ? missingThisYear : 0) : Math.max(missingThisYear, missingTotal);

  return {
    profileId: profile.id,
    cycleStartYear: start,
    cycleEndYear: end,
    credited: round(credited),
    carriedIn: round(carriedIn),
    required: profile.totalPerCycle,
    missingTotal: round(missingTotal),
    missingThisYear,
    verifiable: { credited: round(verifiableCredited), required: verifiableRequired === null ? null : round(verifiableRequired), met: verifiableMet },
    categories,
    years,
    expectedByNow: expectedByNow === null ? null : round(expectedByNow),
    status: !hasTarget ? 'NO_TARGET' : behind ? 'BEHIND' : 'ON_TRACK',
    complete,
    gap: round(gap),
    withoutReflection: profile.reflectionRequired ? inCycle.filter((c) => !c.reflected).map((c) => c.key) : [],
  };
}
