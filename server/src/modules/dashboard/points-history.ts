import { LIMITS } from '@leerpunt/shared/limits';

/** Points and completions of one calendar month (UTC), as the aggregate query returns them. */
export interface MonthBucket {
  year: number;
  /** 1-12 */
  month: number;
  points: number;
  completions: number;
}

/** A certificate of the member that an administrator revoked: its points count in no total. */
export interface RevokedCertificate {
  certificateId: string;
  articleId: number;
  articleTitle: string;
  pePoints: number;
  revokedAt: Date;
  reason: string | null;
}

export type MonthStatus = 'PAST' | 'CURRENT' | 'FUTURE';
export type TrendDirection = 'UP' | 'DOWN' | 'FLAT';

/** Points the member logged for CPD done elsewhere in one UTC calendar month. */
export interface OutsideBucket {
  year: number;
  month: number;
  points: number;
  activities: number;
}

export interface MonthPoints {
  month: number;
  points: number;
  completions: number;
  /** Outside activities' points of the month, kept apart from `points` (Leerpunt). */
  outsidePoints: number;
  /** How many outside activities are dated in the month. */
  outsideActivities: number;
  status: MonthStatus;
}

export interface YearPoints {
  year: number;
  points: number;
  completions: number;
  outsidePoints: number;
  outsideActivities: number;
}

export interface PointsHistory {
  /** Years the selector offers, newest first: every year with a completion, the current year and the selected one. */
  years: number[];
  year: number;
  /** Twelve entries, January first. */
  months: MonthPoints[];
  pointsForYear: number;
  completionsForYear: number;
  averagePerMonth: number;
  thisMonth: number;
  previousMonth: number;
  /** Change of this month against the previous one, whole percent (see docs/decisions.md for the zero cases). */
  trendPercent: number;
  trendDirection: TrendDirection;
  completionsThisMonth: number;
  /** Every year with a completion, oldest first. */
  yearly: YearPoints[];
  /** True when the member has no completion at all. */
  empty: boolean;
}

export interface DashboardStats {
  totalPoints: number;
  completedCount: number;
  yearPoints: number;
  /** yearPoints against the annual goal, rounded to a whole percent (not capped at 100). */
  progressPercent: number;
  annualGoal: number;
  /** Outside activities: points of every year, points of the selected year and how many there are. */
  outsideTotalPoints: number;
  outsideYearPoints: number;
  outsideActivityCount: number;
  /** Leerpunt and outside points of the selected year together. */
  yearTotalPoints: number;
}

/** Points are numeric(5,2) sums: keep two decimals and drop float noise. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Builds the stats cards and the Points History of one selected year from monthly buckets. Months are
 * UTC calendar months; "this month" is the month of `now`, whatever year is selected.
 */
export function buildPointsHistory(
  buckets: readonly MonthBucket[],
  selectedYear: number,
  now: Date,
  outside: readonly OutsideBucket[] = [],
): { stats: DashboardStats; history: PointsHistory } {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  const key = (year: number, month: number) => year * 100 + month;
  const byMonth = new Map(buckets.map((b) => [key(b.year, b.month), b]));
  const at = (year: number, month: number) => byMonth.get(key(year, month)) ?? { points: 0, completions: 0 };

  const outsideByMonth = new Map(outside.map((b) => [key(b.year, b.month), b]));

  const yearly = new Map<number, YearPoints>();
  const yearOf = (year: number) => yearly.get(year) ?? { year, points: 0, completions: 0, outsidePoints: 0, outsideActivities: 0 };
  for (const b of buckets) {
    const y = yearOf(b.year);
    y.points += b.points;
    y.completions += b.completions;
    yearly.set(b.year, y);
  }
  for (const b of outside) {
    const y = yearOf(b.year);
    y.outsidePoints += b.points;
    y.outsideActivities += b.activities;
    yearly.set(b.year, y);
  }
  const yearlyList = [...yearly.values()]
    .map((y) => ({ ...y, points: round2(y.points), outsidePoints: round2(y.outsidePoints) }))
    .sort((a, b) => a.year - b.year);

  const statusOf = (month: number): MonthStatus => {
    if (selectedYear !== currentYear) return selectedYear < currentYear ? 'PAST' : 'FUTURE';
    return month < currentMonth ? 'PAST' : month === currentMonth ? 'CURRENT' : 'FUTURE';
  };
  const months = Array.from({ length: 12 }, (_, i) => {
    const { points, completions } = at(selectedYear, i + 1);
    const elsewhere = outsideByMonth.get(key(selectedYear, i + 1));
    return {
      month: i + 1,
      points: round2(points),
      completions,
      outsidePoints: round2(elsewhere?.points ?? 0),
      outsideActivities: elsewhere?.activities ?? 0,
      status: statusOf(i + 1),
    };
  });
  const pointsForYear = round2(months.reduce((n, m) => n + m.points, 0));
  const completionsForYear = months.reduce((n, m) => n + m.completions, 0);
  const monthsElapsed = selectedYear < currentYear ? 12 : selectedYear === currentYear ? currentMonth : 0;

  const previous = currentMonth === 1 ? at(currentYear - 1, 12) : at(currentYear, currentMonth - 1);
  const current = at(currentYear, currentMonth);
  const thisMonth = round2(current.points);
  const previousMonth = round2(previous.points);
  const trendPercent = previousMonth > 0 ? Math.round(((thisMonth - previousMonth) / previousMonth) * 100) : thisMonth > 0 ? 100 : 0;

  const totalPoints = round2(buckets.reduce((n, b) => n + b.points, 0));
  const completedCount = buckets.reduce((n, b) => n + b.completions, 0);
  const outsideYearPoints = round2(months.reduce((n, m) => n + m.outsidePoints, 0));
  const years = [...new Set([...yearly.keys(), currentYear, selectedYear])].sort((a, b) => b - a);

  return {
    stats: {
      totalPoints,
      completedCount,
      yearPoints: pointsForYear,
      progressPercent: Math.round((pointsForYear / LIMITS.annualPointsGoal) * 100),
      annualGoal: LIMITS.annualPointsGoal,
      outsideTotalPoints: round2(outside.reduce((n, b) => n + b.points, 0)),
      outsideYearPoints,
      outsideActivityCount: outside.reduce((n, b) => n + b.activities, 0),
      yearTotalPoints: round2(pointsForYear + outsideYearPoints),
    },
    history: {
      years,
      year: selectedYear,
      months,
      pointsForYear,
      completionsForYear,
      averagePerMonth: monthsElapsed ? round2(pointsForYear / monthsElapsed) : 0,
      thisMonth,
      previousMonth,
      trendPercent,
      trendDirection: trendPercent > 0 ? 'UP' : trendPercent < 0 ? 'DOWN' : 'FLAT',
      completionsThisMonth: current.completions,
      yearly: yearlyList,
      empty: completedCount === 0,
    },
  };
}
