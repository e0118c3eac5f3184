import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leerpunt-study-'));
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  // The rule at its production default: half of an item's reading and video minutes before its test.
  t = await startTestApp({ DATA_DIR: dataDir, MIN_STUDY_SHARE: '0.5' });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RECORD = `mutation ($input: RecordStudyInput!) {
  recordStudy(input: $input) {
    progress { articleId recordedSeconds requiredSeconds remainingSeconds }
    creditedSeconds
    userErrors { code message retryAfterSeconds }
  }
}`;

/** An item of 31 study minutes: 21.75 of reading and video, so half of it is 652.5 s, asked as 653 s. */
const REQUIRED = 653;
const studyItem = () => createSampleArticle(t.services, { studyMinutes: 31 });

/** One heartbeat of `member` on `articleId`, through GraphQL as the reader sends it. */
async function beat(member: TestUser, articleId: number, playing?: boolean) {
  const res = await api.gql(RECORD, { input: { articleId: String(articleId), ...(playing === undefined ? {} : { playing }) } }, member.token);
  expect(res.status).toBe(200);
  return res.body.data.recordStudy;
}

/** Moves the member's clock `seconds` into the past, as if their latest beat had come that long ago. */
const age = (member: TestUser, seconds: number) =>
  t.db.query(`UPDATE study_clocks SET last_beat_at = last_beat_at - make_interval(secs => $2) WHERE user_id = $1`, [member.user.id, seconds]);

/** Seconds recorded for the member, per item. */
async function recorded(member: TestUser): Promise<Record<number, number>> {
  const rows: Array<{ article_id: number; seconds: string }> = await t.db.query('SELECT article_id, seconds FROM study_time WHERE user_id = $1', [
    member.user.id,
  ]);
  return Object.fromEntries(rows.map((r) => [Number(r.article_id), Number(r.seconds)]));
}

const total = (byItem: Record<number, number>) => Object.values(byItem).reduce((a, b) => a + b, 0);

describe('heartbeats', () => {
  it('credit the server time between two beats of a session, never more than passed', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    const started = Date.now();
    const first = await beat(member, article.id);
    // The first beat starts the session: nothing has been studied yet.
    expect(first).toMatchObject({ creditedSeconds: 0, userErrors: [] });
    expect(first.progress).toEqual({ articleId: String(article.id), recordedSeconds: 0, requiredSeconds: REQUIRED, remainingSeconds: REQUIRED });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const second = await beat(member, article.id);
    const elapsed = (Date.now() - started) / 1000;
    const seconds = (await recorded(member))[article.id];
    expect(seconds).toBeGreaterThanOrEqual(1.2);
    expect(seconds).toBeLessThanOrEqual(elapsed);
    expect(second.creditedSeconds).toBeGreaterThanOrEqual(1);
    expect(second.progress).toMatchObject({ recordedSeconds: Math.floor(seconds), remainingSeconds: REQUIRED - Math.floor(seconds) });
  });

  it('credit a beat at most the pause the session allows: after a longer pause a beat only starts a new session', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    await beat(member, article.id);
    await age(member, 45);
    expect((await beat(member, article.id)).creditedSeconds).toBeGreaterThanOrEqual(45);
    // A tab hidden for five minutes (or a script beating once an hour) gets nothing for the gap.
    await age(member, 300);
    expect((await beat(member, article.id)).creditedSeconds).toBe(0);
    const seconds = (await recorded(member))[article.id];
    expect(seconds).toBeGreaterThanOrEqual(45);
    expect(seconds).toBeLessThan(47);
  });

  it('of a video the player said was not playing credit nothing and restart the clock; playing beats credit as any other', async () => {
    const member = await createUser(t.services);
    const video = await createSampleArticle(t.services, { studyMinutes: 31, externalUrl: 'https://www.youtube.com/watch?v=abcdefghijk' });
    expect((await beat(member, video.id)).creditedSeconds).toBe(0);
    await age(member, 20);
    // Played for the last 20 s: credited.
    expect((await beat(member, video.id, true)).creditedSeconds).toBeGreaterThanOrEqual(20);
    await age(member, 30);
    // Paused for the last 30 s: nothing, and the clock starts again from this beat.
    expect((await beat(member, video.id, false)).creditedSeconds).toBe(0);
    await age(member, 10);
    const resumed = await beat(member, video.id, true);
    expect(resumed.creditedSeconds).toBeGreaterThanOrEqual(10);
    expect(resumed.creditedSeconds).toBeLessThan(12);
    const seconds = (await recorded(member))[video.id];
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThan(33);
    // Saying it played does not stretch the session's limit: after a long gap a beat still only starts a new session.
    await age(member, 300);
    expect((await beat(member, video.id, true)).creditedSeconds).toBe(0);
  });

  it('sent in parallel, are measured one after another against the same clock: the time is counted once', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    // The time that passed counts from the first beat (the clock moved 30 s back counts on top).
    const started = Date.now();
    await beat(member, article.id);
    await age(member, 30);
    const beats = await Promise.all(Array.from({ length: 10 }, () => beat(member, article.id)));
    const elapsed = (Date.now() - started) / 1000;
    expect(beats.every((b) => b.userErrors.length === 0)).toBe(true);
    // Without the clock row's lock each of the ten would claim the 30 seconds.
    const seconds = (await recorded(member))[article.id];
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThanOrEqual(30 + elapsed);
    expect(beats.filter((b) => b.creditedSeconds >= 30)).toHaveLength(1);
  });

  it('for two items at once keep one session: switching items credits nothing, interleaved beats never add up to more than passed', async () => {
    const member = await createUser(t.services);
    const [a, b] = [await studyItem(), await studyItem()];
    const started = Date.now();
    await beat(member, a.id);
    await age(member, 30);
    // Item B's beat while A was being studied: no time for either.
    expect((await beat(member, b.id)).creditedSeconds).toBe(0);
    expect(total(await recorded(member))).toBe(0);
    // Two readers beating in turn: each beat follows one for the other item, so nothing counts.
    for (const item of [a, b, a, b]) {
      await age(member, 15);
      expect((await beat(member, item.id)).creditedSeconds).toBe(0);
    }
    expect(total(await recorded(member))).toBe(0);

    await age(member, 20);
    const beats = await Promise.all(Array.from({ length: 6 }, (_, i) => beat(member, i % 2 ? a.id : b.id)));
    const elapsed = (Date.now() - started) / 1000;
    expect(beats.every((x) => x.userErrors.length === 0)).toBe(true);
    const byItem = await recorded(member);
    expect(total(byItem)).toBeLessThanOrEqual(30 + 4 * 15 + 20 + elapsed);
  });

  it('are limited per member: the 13th beat within a minute is refused and records nothing', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    for (let i = 0; i < 12; i++) expect((await beat(member, article.id)).userErrors).toEqual([]);
    const clock = async () => (await t.db.query('SELECT last_beat_at::text AS at FROM study_clocks WHERE user_id = $1', [member.user.id]))[0].at;
    const before = await clock();
    const refused = await beat(member, article.id);
    expect(refused.progress).toBeNull();
    expect(refused.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await clock()).toBe(before);
  });

  it('cannot claim an hour in a minute: a script beating as fast as it may gets at most the time that passed', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    const started = Date.now();
    await Promise.all(Array.from({ length: 30 }, () => beat(member, article.id)));
    const elapsed = (Date.now() - started) / 1000;
    expect((await recorded(member))[article.id]).toBeLessThanOrEqual(elapsed);
  });

  it('refuse a missing or unpublished item, a visitor and a member without an active plan', async () => {
    const member = await createUser(t.services);
    const hidden = await createSampleArticle(t.services, { isPublished: false });
    expect((await beat(member, 999999)).userErrors[0]).toMatchObject({ code: 'NOT_FOUND', message: 'Article not found' });
    expect((await beat(member, hidden.id)).userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    const article = await studyItem();
    const visitor = await api.gql(RECORD, { input: { articleId: String(article.id) } });
    expect(visitor.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const lapsed = await createUser(t.services, { plan: null });
    const refused = await api.gql(RECORD, { input: { articleId: String(article.id) } }, lapsed.token);
    expect(refused.body.errors[0].extensions.code).toBe('PAYMENT_REQUIRED');
    expect(await recorded(lapsed)).toEqual({});
    // The client sends no duration: the input has no field for one.
    const claimed = await api.gql('mutation { recordStudy(input: { articleId: "1", seconds: 3600 }) { creditedSeconds } }', {}, member.token);
    expect(claimed.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

const START_GQL = `mutation ($input: StartTestInput!) {
  startTest(input: $input) {
    session { attemptNumber questions { id } }
    userErrors { field code message studySecondsRemaining }
  }
}`;

/** Sets the member's recorded study of an item (what the heartbeats above add up to). */
const studied = (member: TestUser, articleId: number, seconds: number) =>
  t.db.query(
    `INSERT INTO study_time (user_id, article_id, seconds, first_beat_at, last_beat_at) VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (user_id, article_id) DO UPDATE SET seconds = excluded.seconds`,
    [member.user.id, articleId, seconds],
  );

describe('starting a test before the minimum study', () => {
  const laneStart = (m: TestUser, articleId: number) => api.post(`/api/users/${m.user.id}/articles/${articleId}/start-test`, {}, m.token);
  // A trailing slash is left to the Express route (the front door's lane takes the plain path only).
  const expressStart = (m: TestUser, articleId: number) => api.post(`/api/users/${m.user.id}/articles/${articleId}/start-test/`, {}, m.token);

  it('is refused on both REST paths and in GraphQL with the time that remains, and allowed once studied', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    const message = 'Study this item for another 11 minutes before starting the test.';
    for (const start of [laneStart, expressStart]) {
      const res = await start(member, article.id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: message,
        study_time_required: true,
        study_seconds_remaining: REQUIRED,
        study_seconds_required: REQUIRED,
        study_seconds_recorded: 0,
      });
    }
    const gql = await api.gql(START_GQL, { input: { articleId: String(article.id) } }, member.token);
    expect(gql.body.data.startTest).toEqual({
      session: null,
      userErrors: [{ field: null, code: 'STUDY_TIME_REQUIRED', message, studySecondsRemaining: REQUIRED }],
    });

    await studied(member, article.id, 600.5);
    const nearly = await laneStart(member, article.id);
    expect(nearly.status).toBe(409);
    expect(nearly.body).toMatchObject({ error: 'Study this item for another 1 minute before starting the test.', study_seconds_remaining: 53 });
    // Nothing was opened by the refusals.
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM test_attempts WHERE user_id = $1', [member.user.id]);
    expect(n).toBe(0);

    await studied(member, article.id, REQUIRED);
    const started = await expressStart(member, article.id);
    expect(started.status).toBe(200);
    expect(started.body.questions).toHaveLength(5);
  });

  it('keeps start-test within its statements: a refusal costs the token and the one read, a start after study what it did', async () => {
    /** Statements counted for the /api/users routes so far and the requests they came from (/metrics). */
    const counted = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      const read = (what: string) => Number(new RegExp(`^db_statements_per_request_${what}\\{route="/api/users"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
      return { sum: read('sum'), count: read('count') };
    };
    const statementsOf = async (request: () => Promise<{ status: number }>) => {
      const before = await counted();
      const res = await request();
      let after = await counted();
      for (let i = 0; i < 50 && after.count === before.count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        after = await counted();
      }
      return { status: res.status, statements: after.sum - before.sum };
    };
    const member = await createUser(t.services);
    const article = await studyItem();
    // The bank is built by the first start of the item anywhere; an admin's start builds it here.
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await laneStart(admin, article.id)).status).toBe(200);
    expect(await statementsOf(() => laneStart(member, article.id))).toEqual({ status: 409, statements: 2 });
    await studied(member, article.id, REQUIRED);
    const started = await statementsOf(() => laneStart(member, article.id));
    expect(started.status).toBe(200);
    expect(started.statements).toBeLessThanOrEqual(4);
  });

  it('resumes an attempt already open without asking again, and exempts admins', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    await studied(member, article.id, REQUIRED);
    expect((await api.gql(START_GQL, { input: { articleId: String(article.id) } }, member.token)).body.data.startTest.session.attemptNumber).toBe(1);
    // Study recorded later cannot go down, but an open attempt is resumed whatever it says.
    await studied(member, article.id, 0);
    expect((await laneStart(member, article.id)).status).toBe(200);

    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const res = await laneStart(admin, article.id);
    expect(res.status).toBe(200);
    const gql = await api.gql(`{ article(id: "${article.id}") { studyProgress { requiredSeconds remainingSeconds } } }`, {}, admin.token);
    expect(gql.body.data.article.studyProgress).toEqual({ requiredSeconds: REQUIRED, remainingSeconds: 0 });
  });

  it('shows the reader how much remains', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    await studied(member, article.id, 100.9);
    const res = await api.gql(
      `{ article(id: "${article.id}") { studyProgress { articleId recordedSeconds requiredSeconds remainingSeconds } } }`,
      {},
      member.token,
    );
    expect(res.body.data.article.studyProgress).toEqual({
      articleId: String(article.id),
      recordedSeconds: 100,
      requiredSeconds: REQUIRED,
      remainingSeconds: REQUIRED - 100,
    });
    // A video of 55 minutes asks for half of its minutes too.
    const video = await createSampleArticle(t.services, { studyMinutes: 64 });
    const v = await api.gql(`{ article(id: "${video.id}") { studyProgress { requiredSeconds } } }`, {}, member.token);
    expect(v.body.data.article.studyProgress.requiredSeconds).toBe(Math.ceil(0.5 * (64 - 9.25) * 60));
  });
});

describe('recorded study in the record, the certificate and the credential', () => {
  it('states the study time recorded up to the pass next to the points', async () => {
    const member = await createUser(t.services);
    const article = await studyItem();
    await studied(member, article.id, 754.4);
    expect((await api.post(`/api/users/${member.user.id}/articles/${article.id}/start-test`, {}, member.token)).status).toBe(200);
    const key = await answerKey(t.db, member.user.id, article.id);
    const passed = await api.post(`/api/users/${member.user.id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
    expect(passed.body.passed).toBe(true);
    // What the certificate states is what stood at the pass: reading on afterwards changes none of it.
    await studied(member, article.id, 2000);
    const auth = { headers: { authorization: `Bearer ${member.token}` } };

    const html = await (await fetch(`${t.url}/api/certificate/${article.id}`, auth)).text();
    expect(html).toContain('Study time recorded');
    expect(html).toContain('12 min in the reader up to the passed assessment');
    expect(html).toContain('Estimated study time 31 minutes');

    const jwt = await (await fetch(`${t.url}/api/certificate/${article.id}/credential?format=jwt`, auth)).text();
    const credential = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
    expect(credential.evidence).toEqual([
      expect.objectContaining({
        type: ['Evidence'],
        name: 'Recorded study time',
        narrative: expect.stringContaining('recorded 12 min (754 seconds) of study of this item up to the passed assessment'),
      }),
    ]);
    expect(credential.evidence[0].narrative).toContain("The item's study time by the provider's credit formula is 31 minutes");
    expect(credential.evidence[0].narrative).toContain('gives 1.5 PE points');
    expect(credential.credentialSubject.achievement.studyTime).toBe('PT31M');

    const csv = await (await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=csv`, auth)).text();
    const lines = csv.trim().split('\r\n');
    // Counted from the end: the title is quoted and holds a comma. The revocation columns, then body, cycle and reflection, follow the study column.
    expect(lines[0].split(',').slice(-6)).toEqual(['study_minutes_recorded', 'revoked', 'revocation_reason', 'body', 'cycle', 'reflection']);
    expect(lines[1].split(',').at(-6)).toBe('12.5');
    expect(lines[1]).toContain(',1.50,');

    const record = await (await fetch(`${t.url}/api/users/${member.user.id}/cpd-record?format=html`, auth)).text();
    expect(record).toContain('<th scope="col" class="num">Study time recorded</th>');
    expect(record).toContain('<td class="num">12 min</td>');
  });
});
