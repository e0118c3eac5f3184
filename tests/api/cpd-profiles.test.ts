import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { apiClient, type ApiClient } from '../support/client';
import { createArticles, createCompletions, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ PRODUCT_NAME: 'Leerpunt' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const CHOOSE = `mutation($input: ChooseCpdBodiesInput!) { chooseCpdBodies(input: $input) { choices { profile { id body cycleStart } cycleStartYear } userErrors { field message code } } }`;
const ENTRY = 'id kind date title category hours verifiable reflection { learned application }';
const STANDINGS = `query { dashboard { cpdStandings { id profile { id reflectionRequired } cycleStartYear cycleEndYear credited required missingThisYear verifiableCredited verifiableRequired verifiableMet status gap categories { label credited required met } suggestions { id title pePointsValue } entriesWithoutReflection { ${ENTRY} } entriesWithoutReflectionCount } } }`;
const REFLECT = `mutation($input: SaveCpdReflectionInput!) { saveCpdReflection(input: $input) { entry { ${ENTRY} } userErrors { field message code } } }`;
const CREATE_OUTSIDE =
  'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { activityId } userErrors { message } } }';

async function choose(member: TestUser, choices: Array<{ profileId: string; cycleStartYear?: number | null }>) {
  const res = await api.gql(CHOOSE, { input: { choices } }, member.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.chooseCpdBodies;
}

async function standings(member: TestUser) {
  const res = await api.gql(STANDINGS, {}, member.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.dashboard.cpdStandings as Array<Record<string, any>>;
}

async function outside(member: TestUser, overrides: Record<string, unknown> = {}) {
  const activity = {
    kind: 'COURSE',
    date: `${year}-01-02`,
    title: 'Procedural law update',
    provider: 'Example Academy',
    category: 'Law',
    hours: 4,
    points: 4,
    ...overrides,
  };
  const res = await api.gql(CREATE_OUTSIDE, { input: { activity } }, member.token);
  expect(res.body.data.createOutsideActivity.userErrors).toEqual([]);
  return res.body.data.createOutsideActivity.outsideActivity.activityId as string;
}

describe('choosing professional bodies', () => {
  it('lists the shipped profiles with their source and date checked', async () => {
    const member = await createUser(t.services);
    const res = await api.gql('{ cpdProfiles { id body cycleYears cycleStart totalPerCycle sourceUrl checkedOn note } }', {}, member.token);
    const ids = res.body.data.cpdProfiles.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['nova-nl', 'acca-unit-route', 'rgs-huisarts-nl', 'nba-nl', 'engc-uk', 'big-arts-nl']));
    expect(res.body.data.cpdProfiles[0]).toMatchObject({
      id: 'nova-nl',
      cycleYears: 1,
      cycleStart: 'CALENDAR_YEAR',
      totalPerCycle: 20,
      checkedOn: '2026-11-28',
    });
    expect((await api.gql('{ cpdProfiles { id } }', {}, null)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('stores the member’s bodies, with a start year only where the member chooses it, and refuses bad choices', async () => {
    const member = await createUser(t.services);
    const ok = await choose(member, [
      { profileId: 'nova-nl', cycleStartYear: 2001 },
      { profileId: 'rgs-huisarts-nl', cycleStartYear: year - 2 },
    ]);
    expect(ok.userErrors).toEqual([]);
    expect(ok.choices).toEqual([
      { profile: { id: 'nova-nl', body: expect.stringContaining('NOvA'), cycleStart: 'CALENDAR_YEAR' }, cycleStartYear: null },
      { profile: { id: 'rgs-huisarts-nl', body: expect.any(String), cycleStart: 'MEMBER_CHOSEN' }, cycleStartYear: year - 2 },
    ]);

    const bad = async (choices: Array<{ profileId: string; cycleStartYear?: number | null }>, message: string) => {
      const r = await choose(member, choices);
      expect(r.choices).toBeNull();
      expect(r.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', message });
    };
    await bad([{ profileId: 'no-such-body' }], MESSAGES.cpdProfileUnknown);
    await bad([{ profileId: 'rgs-huisarts-nl' }], MESSAGES.cpdCycleStartRequired);
    await bad([{ profileId: 'rgs-huisarts-nl', cycleStartYear: year + 1 }], MESSAGES.cpdCycleStartInvalid);
    await bad([{ profileId: 'nova-nl' }, { profileId: 'nova-nl' }], MESSAGES.cpdBodyTwice);
    const six = ['nova-nl', 'acca-unit-route', 'nba-nl', 'engc-uk', 'big-arts-nl', 'rgs-huisarts-nl'].map((profileId) => ({ profileId, cycleStartYear: year }));
    expect(six.length).toBeGreaterThan(LIMITS.cpdBodiesMax);
    await bad(six, MESSAGES.cpdBodiesTooMany);

    // Nothing of the refused lists was written.
    const mine = await api.gql('{ cpdBodyChoices { profile { id } cycleStartYear } }', {}, member.token);
    expect(mine.body.data.cpdBodyChoices.map((c: { profile: { id: string } }) => c.profile.id)).toEqual(['nova-nl', 'rgs-huisarts-nl']);
    expect((await choose(member, [])).choices).toEqual([]);
    expect(await standings(member)).toEqual([]);
  });
});

describe('standing on the dashboard', () => {
  it('counts completions and outside activities of the cycle with the surplus carried from last year, and suggests items in the profession', async () => {
    const member = await createUser(t.services, { profession: 'Lawyer' });
    const [law, tax] = await createArticles(t.services, 2, (i) => ({ category: i === 0 ? 'Law' : 'Tax', professions: ['Lawyer'] }));
    await createArticles(t.services, 4, () => ({ category: 'Law', professions: ['Lawyer'], pePointsValue: 2 }));
    await createCompletions(t.services, member.user.id, [
      { articleId: law, completedAt: new Date(Date.UTC(year, 0, 3)), points: 3 },
      { articleId: tax, completedAt: new Date(Date.UTC(year - 1, 5, 3)), points: 30 },
    ]);
    await outside(member, { hours: 2.5 });
    await choose(member, [{ profileId: 'nova-nl' }, { profileId: 'acca-unit-route' }]);

    const [nova, acca] = await standings(member);
    expect(nova).toMatchObject({
      id: `nova-nl:${year}`,
      cycleStartYear: year,
      cycleEndYear: year,
      // 3 + 2.5 this year, and 10 of last year's 10 surplus points carried in.
      credited: 15.5,
      required: 20,
      missingThisYear: 4.5,
      categories: [{ label: 'Legal subjects relevant to your practice', credited: 5.5, required: 10, met: false }],
    });
    expect(nova.entriesWithoutReflection).toEqual([]);
    expect(nova.suggestions.length).toBeGreaterThan(0);
    expect(nova.suggestions.length).toBeLessThanOrEqual(3);
    // ACCA carries only verifiable surplus: these completions have no certificate, so nothing is carried and nothing is verifiable.
    expect(acca).toMatchObject({ credited: 5.5, verifiableCredited: 0, verifiableRequired: 21, verifiableMet: false });
  });
});

describe('reflections', () => {
  it('are written on the member’s own completions and outside activities only, with at least one part and a length limit', async () => {
    const [owner, other] = await Promise.all([createUser(t.services), createUser(t.services)]);
    const [articleId] = await createArticles(t.services, 1);
    await createCompletions(t.services, owner.user.id, [{ articleId, completedAt: new Date(Date.UTC(year, 0, 5)), points: 1 }]);
    const activityId = await outside(owner);
    await choose(owner, [{ profileId: 'engc-uk' }]);

    const [engc] = await standings(owner);
    expect(engc.status).toBe('NO_TARGET');
    expect(engc.entriesWithoutReflectionCount).toBe(2);
    // Newest first: the completion of 5 January, then the activity of 2 January.
    expect(engc.entriesWithoutReflection.map((e: { kind: string }) => e.kind)).toEqual(['COMPLETION', 'OUTSIDE_ACTIVITY']);
    expect(engc.entriesWithoutReflection[0]).toMatchObject({ category: 'Accounting', hours: 1, verifiable: false, reflection: null });
    const completionId = engc.entriesWithoutReflection[0].id as string;

    const reflect = (member: TestUser, input: Record<string, unknown>) => api.gql(REFLECT, { input }, member.token).then((r) => r.body.data.saveCpdReflection);

    // Another member's entries, or ids that name nothing, are "not found", on both kinds.
    for (const input of [
      { entryKind: 'COMPLETION', entryId: completionId, learned: 'x' },
      { entryKind: 'OUTSIDE_ACTIVITY', entryId: activityId, learned: 'x' },
      { entryKind: 'OUTSIDE_ACTIVITY', entryId: 'not-a-uuid', learned: 'x' },
      { entryKind: 'COMPLETION', entryId: '99999999', learned: 'x' },
    ]) {
      const r = await reflect(other, input);
      expect(r).toEqual({ entry: null, userErrors: [{ field: ['entryId'], message: MESSAGES.reflectionEntryNotFound, code: 'NOT_FOUND' }] });
    }
    expect((await reflect(owner, { entryKind: 'COMPLETION', entryId: completionId, learned: '  ', application: null })).userErrors[0]).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.reflectionEmpty,
    });
    expect(
      (await reflect(owner, { entryKind: 'COMPLETION', entryId: completionId, learned: 'x'.repeat(LIMITS.reflectionFieldMax + 1) })).userErrors[0],
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: MESSAGES.reflectionTooLong,
    });

    const saved = await reflect(owner, { entryKind: 'COMPLETION', entryId: completionId, learned: 'How sampling risk is set.', application: null });
    expect(saved.userErrors).toEqual([]);
    expect(saved.entry).toMatchObject({ id: completionId, kind: 'COMPLETION', reflection: { learned: 'How sampling risk is set.', application: null } });
    const again = await reflect(owner, { entryKind: 'OUTSIDE_ACTIVITY', entryId: activityId, application: 'Use the new checklist\nin every file.' });
    expect(again.entry.reflection).toEqual({ learned: null, application: 'Use the new checklist\nin every file.' });
    const rewritten = await reflect(owner, { entryKind: 'COMPLETION', entryId: completionId, learned: 'Rewritten.', application: 'Applied.' });
    expect(rewritten.entry.reflection).toEqual({ learned: 'Rewritten.', application: 'Applied.' });

    const [after] = await standings(owner);
    expect(after.entriesWithoutReflection).toEqual([]);
    // One reflection per entry, and none of them is the other member's.
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM cpd_reflections WHERE user_id = $1', [owner.user.id]);
    expect(n).toBe(2);
  });

  it('appear in the record export under the chosen body and its current cycle, with the body’s rules', async () => {
    const member = await createUser(t.services);
    const [articleId] = await createArticles(t.services, 1);
    await createCompletions(t.services, member.user.id, [{ articleId, completedAt: new Date(Date.UTC(year, 0, 5)), points: 1 }]);
    await outside(member, { title: 'Audit <b>day</b>' });
    await choose(member, [{ profileId: 'engc-uk' }]);
    const [engc] = await standings(member);
    const completion = engc.entriesWithoutReflection.find((e: { kind: string }) => e.kind === 'COMPLETION');
    const saved = await api.gql(REFLECT, { input: { entryKind: 'COMPLETION', entryId: completion.id, learned: 'Sampling <risk>.' } }, member.token);
    expect(saved.body.data.saveCpdReflection.userErrors).toEqual([]);

    const res = await api.get(`/api/users/${member.user.id}/cpd-record?format=html`, member.token);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toMatch(new RegExp(`<h2>[^<]+: cycle ${year}–${year}</h2>`));
    expect(html).toContain('Credited in this cycle');
    // The reflection and the outside activity's title are escaped, like every value of the report.
    expect(html).toContain('Sampling &lt;risk&gt;.');
    expect(html).toContain('Audit &lt;b&gt;day&lt;/b&gt; (outside activity)');
  });
});
