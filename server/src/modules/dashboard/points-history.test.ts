import { buildPointsHistory, type MonthBucket } from './points-history';

const now = new Date('2026-03-15T12:00:00Z');
const bucket = (year: number, month: number, points: number, completions = 1): MonthBucket => ({ year, month, points, completions });

describe('buildPointsHistory', () => {
  const buckets = [bucket(2024, 11, 1.5), bucket(2025, 6, 2, 2), bucket(2026, 1, 1), bucket(2026, 2, 2, 2), bucket(2026, 3, 3, 2)];

  it('sums the selected year by month and marks past, current and future months', () => {
    const { history, stats } = buildPointsHistory(buckets, 2026, now);
    expect(history.months.map((m) => m.points)).toEqual([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(history.months.map((m) => m.status)).toEqual(['PAST', 'PAST', 'CURRENT', ...Array(9).fill('FUTURE')]);
    expect(history.pointsForYear).toBe(6);
    expect(history.completionsForYear).toBe(5);
    // Three elapsed months in the current year.
    expect(history.averagePerMonth).toBe(2);
    expect(stats).toEqual({
      totalPoints: 9.5,
      completedCount: 8,
      yearPoints: 6,
      progressPercent: 60,
      annualGoal: 10,
      outsideTotalPoints: 0,
      outsideYearPoints: 0,
      outsideActivityCount: 0,
      yearTotalPoints: 6,
    });
  });

  it('compares this month with the previous one', () => {
    const { history } = buildPointsHistory(buckets, 2026, now);
    expect(history).toMatchObject({ thisMonth: 3, previousMonth: 2, trendPercent: 50, trendDirection: 'UP', completionsThisMonth: 2 });
    const down = buildPointsHistory([bucket(2026, 2, 4), bucket(2026, 3, 1)], 2026, now).history;
    expect(down).toMatchObject({ trendPercent: -75, trendDirection: 'DOWN' });
  });

  it('looks back into December of the previous year in January', () => {
    const january = new Date('2026-01-10T00:00:00Z');
    const { history } = buildPointsHistory([bucket(2025, 12, 2), bucket(2026, 1, 1)], 2026, january);
    expect(history).toMatchObject({ thisMonth: 1, previousMonth: 2, trendPercent: -50, trendDirection: 'DOWN' });
  });

  it('counts a first month after an empty one as +100 % and two empty months as flat', () => {
    expect(buildPointsHistory([bucket(2026, 3, 1)], 2026, now).history).toMatchObject({ trendPercent: 100, trendDirection: 'UP' });
    expect(buildPointsHistory([], 2026, now).history).toMatchObject({ trendPercent: 0, trendDirection: 'FLAT', empty: true });
  });

  it('averages a past year over twelve months and keeps this month relative to today', () => {
    const { history, stats } = buildPointsHistory(buckets, 2025, now);
    expect(history.months.every((m) => m.status === 'PAST')).toBe(true);
    expect(history.pointsForYear).toBe(2);
    expect(history.averagePerMonth).toBe(0.17);
    expect(history.thisMonth).toBe(3);
    expect(stats.progressPercent).toBe(20);
  });

  it('lists the years with completions, the current and the selected year', () => {
    const { history } = buildPointsHistory(buckets, 2026, now);
    expect(history.years).toEqual([2026, 2025, 2024]);
    expect(history.yearly).toEqual([
      { year: 2024, points: 1.5, completions: 1, outsidePoints: 0, outsideActivities: 0 },
      { year: 2025, points: 2, completions: 2, outsidePoints: 0, outsideActivities: 0 },
      { year: 2026, points: 6, completions: 5, outsidePoints: 0, outsideActivities: 0 },
    ]);
    expect(buildPointsHistory([], 2027, now).history).toMatchObject({ years: [2027, 2026], averagePerMonth: 0 });
    expect(buildPointsHistory([], 2027, now).history.months.every((m) => m.status === 'FUTURE')).toBe(true);
  });

  it('keeps two decimals without float noise and does not cap progress', () => {
    const { stats } = buildPointsHistory([bucket(2026, 1, 0.1), bucket(2026, 2, 0.2), bucket(2026, 3, 12)], 2026, now);
    expect(stats.totalPoints).toBe(12.3);
    expect(stats.progressPercent).toBe(123);
  });
});
