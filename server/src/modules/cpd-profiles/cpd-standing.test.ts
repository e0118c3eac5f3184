import { readFileSync } from 'node:fs';
import { loadCpdProfiles, parseCpdProfiles, SHIPPED_PROFILES_FILE, type CpdProfile } from './cpd-profiles.schema';
import { cpdStanding, cycleFor, type CpdCredit } from './cpd-standing';

const profiles = loadCpdProfiles(undefined);
const profile = (id: string): CpdProfile => profiles.find((p) => p.id === id)!;

let n = 0;
const credit = (date: string, hours: number, extra: Partial<CpdCredit> = {}): CpdCredit => ({
  key: `completion:${++n}`,
  kind: 'COMPLETION',
  date,
  title: `Item ${n}`,
  category: 'Accounting',
  hours,
  points: hours,
  verifiable: true,
  revoked: false,
  reflected: false,
  ...extra,
});
const outside = (date: string, hours: number, extra: Partial<CpdCredit> = {}) =>
  credit(date, hours, { key: `outside:${++n}`, kind: 'OUTSIDE_ACTIVITY', verifiable: false, ...extra });

describe('the shipped profiles file', () => {
  it('loads, and every profile cites its source and the date it was checked', () => {
    expect(profiles.map((p) => p.id)).toEqual(['nova-nl', 'acca-unit-route', 'rgs-huisarts-nl', 'big-arts-nl', 'nba-nl', 'engc-uk']);
    for (const p of profiles) {
      expect(p.sourceUrl).toMatch(/^https:\/\//);
      expect(p.checkedOn).toBe('2026-11-28');
      expect(p.note).toMatch(/Check/);
    }
  });

  it('refuses a bad file with a message naming the file and the field', () => {
    const doc = JSON.parse(readFileSync(SHIPPED_PROFILES_FILE, 'utf8')) as { profiles: Array<Record<string, unknown>> };
    doc.profiles[1].totalPerCycle = -4;
    doc.profiles[2].id = 'nova-nl';
    expect(() => parseCpdProfiles(JSON.stringify(doc), '/etc/bodies.json')).toThrow(
      /CPD_PROFILES_FILE: \/etc\/bodies.json: profiles.1.totalPerCycle: .*\n.*profiles.2.id: duplicate id "nova-nl"/,
    );
    expect(() => parseCpdProfiles('{', 'x.json')).toThrow(/x.json is not valid JSON/);
    expect(() => loadCpdProfiles('/nonexistent/profiles.json')).toThrow(/CPD_PROFILES_FILE: \/nonexistent\/profiles.json cannot be read/);
  });
});

describe('NOvA: 20 points a calendar year, 10 on law, up to 10 surplus points carried', () => {
  const nova = profile('nova-nl');
  const midYear = new Date('2026-07-02T00:00:00Z');

  it('is on track with its pro-rata share and the law half', () => {
    const s = cpdStanding(nova, [credit('2026-02-01', 6, { category: 'Law' }), outside('2026-05-01', 5, { category: 'law' })], 2026, midYear);
    expect(s).toMatchObject({ cycleStartYear: 2026, cycleEndYear: 2026, credited: 11, required: 20, missingThisYear: 9, status: 'ON_TRACK', gap: 9 });
    expect(s.categories).toEqual([{ label: 'Legal subjects relevant to your practice', credited: 11, required: 10, met: true }]);
  });

  it('is behind below its pro-rata share, and says how much closes the gap', () => {
    const s = cpdStanding(nova, [credit('2026-03-01', 4, { category: 'Law' })], 2026, midYear);
    expect(s.status).toBe('BEHIND');
    expect(s.gap).toBeCloseTo(6, 0); // half of 20 by July, less 4
  });

  it('carries at most 10 surplus points of the previous year into this one', () => {
    const s = cpdStanding(nova, [credit('2025-06-01', 34, { category: 'Law' }), credit('2026-01-10', 8, { category: 'Law' })], 2026, midYear);
    expect(s.carriedIn).toBe(10);
    expect(s.credited).toBe(18);
    expect(s.years[0]).toEqual({ year: 2026, credited: 8, carriedIn: 10, required: 20, missing: 2 });
  });

  it('counts no revoked certificate', () => {
    const s = cpdStanding(nova, [credit('2026-01-10', 20, { category: 'Law', revoked: true })], 2026, midYear);
    expect(s.credited).toBe(0);
    expect(s.status).toBe('BEHIND');
  });
});

describe('ACCA unit route: 40 units a year, 21 verifiable, verifiable surplus carried up to 21', () => {
  const acca = profile('acca-unit-route');
  const now = new Date('2026-10-01T00:00:00Z');

  it('meets the year with enough verifiable units', () => {
    const s = cpdStanding(acca, [credit('2026-02-01', 25), outside('2026-03-01', 16)], 2026, now);
    expect(s).toMatchObject({ credited: 41, missingTotal: 0, complete: true, status: 'ON_TRACK', gap: 0 });
    expect(s.verifiable).toEqual({ credited: 25, required: 21, met: true });
  });

  it('is behind on the verifiable share even with enough units in all', () => {
    const s = cpdStanding(acca, [credit('2026-02-01', 5), outside('2026-03-01', 36)], 2026, now);
    expect(s.verifiable.met).toBe(false);
    expect(s.status).toBe('BEHIND');
    expect(s.gap).toBeGreaterThan(10); // 21 × 0.75 of the year − 5
  });

  it('an outside activity with evidence is verifiable', () => {
    const s = cpdStanding(acca, [outside('2026-02-01', 22, { verifiable: true })], 2026, now);
    expect(s.verifiable.met).toBe(true);
  });

  it('carries verifiable units above 21 into the next year, at most 21; non-verifiable surplus is not carried', () => {
    const s = cpdStanding(acca, [credit('2025-05-01', 50), outside('2025-06-01', 30), credit('2026-01-05', 3)], 2026, now);
    expect(s.carriedIn).toBe(21);
    expect(s.verifiable.credited).toBe(24);
    expect(s.credited).toBe(24);
  });
});

describe('RGS general practitioners: 200 accredited hours in five years from the member’s own start', () => {
  const rgs = profile('rgs-huisarts-nl');

  it('finds the member’s current five-year cycle', () => {
    expect(cycleFor(rgs, 2019, 2026)).toEqual({ start: 2024, end: 2028 });
    const s = cpdStanding(rgs, [credit('2023-06-01', 100), credit('2024-03-01', 41), credit('2025-03-01', 41)], 2019, new Date('2026-01-01T00:00:00Z'));
    expect(s).toMatchObject({ cycleStartYear: 2024, cycleEndYear: 2028, credited: 82, missingTotal: 118, status: 'ON_TRACK' });
    expect(s.years.map((y) => y.credited)).toEqual([41, 41, 0, 0, 0]);
  });

  it('is behind when the accredited share lags, though the hours are there', () => {
    const s = cpdStanding(rgs, [outside('2024-03-01', 120)], 2024, new Date('2026-12-31T00:00:00Z'));
    expect(s.status).toBe('BEHIND');
    expect(s.verifiable).toEqual({ credited: 0, required: 200, met: false });
  });
});

describe('profiles without an hour target', () => {
  it('NBA: no target, every entry of the year needs a reflection', () => {
    const a = credit('2026-02-01', 2, { reflected: true });
    const b = outside('2026-03-01', 3);
    const old = outside('2025-03-01', 3);
    const s = cpdStanding(profile('nba-nl'), [a, b, old], 2026, new Date('2026-06-01T00:00:00Z'));
    expect(s).toMatchObject({ status: 'NO_TARGET', expectedByNow: null, gap: 0, complete: false, credited: 5 });
    expect(s.withoutReflection).toEqual([b.key]);
  });

  it('BIG re-registration keeps the five-year period the member chose and sets no CPD target', () => {
    const s = cpdStanding(profile('big-arts-nl'), [credit('2026-02-01', 2)], 2022, new Date('2026-06-01T00:00:00Z'));
    expect(s).toMatchObject({ cycleStartYear: 2022, cycleEndYear: 2026, status: 'NO_TARGET', withoutReflection: [] });
  });

  it('Engineering Council: reflection required, no hours', () => {
    const s = cpdStanding(profile('engc-uk'), [credit('2026-02-01', 2)], 2026, new Date('2026-06-01T00:00:00Z'));
    expect(s.status).toBe('NO_TARGET');
    expect(s.withoutReflection).toHaveLength(1);
  });
});
