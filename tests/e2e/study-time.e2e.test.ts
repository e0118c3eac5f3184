import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { createSampleArticle, createUser } from '../support/factories';

// A tenth of the item's reading and video minutes: an item of 10 study minutes asks for 5 seconds before its test.
const suite = browserSuite({ MIN_STUDY_SHARE: '0.1' });

let pageErrors: string[];

async function openPage(token: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  // The app's own page only: an embedded player's frame has its own origin and storage.
  await context.addInitScript((value) => {
    if (window.top === window) window.localStorage.setItem('token', value);
  }, token);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  return page;
}

/** Makes the page report itself hidden or visible, as switching tabs does, and tells it so. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    if (s === 'hidden') Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else delete (document as unknown as Record<string, unknown>).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

beforeEach(() => {
  pageErrors = [];
});
afterEach(() => {
  expect(pageErrors).toEqual([]);
});

it('shows how much study remains, keeps the test closed until then, and starts it once studied', async () => {
  const member = await createUser(suite.app.services);
  const article = await createSampleArticle(suite.app.services, { studyMinutes: 10 });
  const page = await openPage(member.token, 1280);
  const beats: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('RecordStudy')) beats.push(Date.now());
  });
  await page.goto(`${suite.app.url}/article/${article.id}`);
  const notice = page.getByRole('region', { name: 'Your study time' });
  await notice.getByText('Study this item for another 1 minute before starting the test.').waitFor();
  await notice.getByText('0 min recorded while this page was open · 1 min needed before the test').waitFor();
  expect(beats.length).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'study-notice-1280.png'), fullPage: false });

  // Start Test says what remains instead of opening a test the server would refuse.
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.locator('.test-lock-note').getByText('Study this item for another 1 minute before starting the test.').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/article/${article.id}`);

  // Reading on; hiding the page sends the beat that closes the stretch, and the server credits the time that passed.
  await page.waitForTimeout(5500);
  await setVisibility(page, 'hidden');
  await notice.getByText('You have studied enough to start the test.').waitFor();
  // The note under Start Test goes with the time that was left.
  await page
    .locator('.test-lock-note')
    .getByText(/Study this item/)
    .waitFor({ state: 'detached' });
  await setVisibility(page, 'visible');
  const meter = notice.getByRole('progressbar', { name: 'Study before the test' });
  expect(await meter.getAttribute('aria-valuenow')).toBe('100');
  const [row] = await suite.app.db.query('SELECT seconds FROM study_time WHERE user_id = $1 AND article_id = $2', [member.user.id, article.id]);
  expect(Number(row.seconds)).toBeGreaterThanOrEqual(5);

  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.waitForURL(`${suite.app.url}/test/${article.id}`);
  await page.getByRole('heading', { name: 'Certification Test' }).waitFor();
  await page.getByRole('radio').first().waitFor();
  await page.context().close();
});

it('lays the notice out on a phone', async () => {
  const member = await createUser(suite.app.services);
  const article = await createSampleArticle(suite.app.services, { studyMinutes: 40 });
  const page = await openPage(member.token, 375);
  await page.goto(`${suite.app.url}/article/${article.id}`);
  const notice = page.getByRole('region', { name: 'Your study time' });
  await notice.getByText('Study this item for another 4 minutes before starting the test.').waitFor();
  const box = await notice.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'study-notice-375.png'), fullPage: false });
  await page.context().close();
});

describe('a YouTube item', () => {
  const VIDEO_ID = 'abcdefghijk';

  /**
   * A stand-in for YouTube's embedded player, served at the real embed URL so the frame has the player's origin: it
   * answers the reader's "listening" message as the IFrame API does (onReady, then the state in infoDelivery), and
   * window.play() / window.pause() post onStateChange, to the origin the embed URL names. `silent`: a player that
   * never reports (blocked, or no API).
   */
  const standIn = (silent: boolean) => `<!doctype html><html><body><p>Stand-in player</p><script>
    const params = new URLSearchParams(location.search);
    const target = params.get('origin');
    window.heard = [];
    let id = null;
    const post = (event, info) => parent.postMessage(JSON.stringify({ event, info, id, channel: 'widget' }), target);
    window.addEventListener('message', (e) => {
      const data = JSON.parse(e.data);
      window.heard.push({ origin: e.origin, data });
      if (${silent} || data.event !== 'listening' || id !== null) return;
      id = data.id;
      post('onReady', null);
      post('infoDelivery', { playerState: -1, currentTime: 0 });
    });
    window.play = () => post('onStateChange', 1);
    window.pause = () => post('onStateChange', 2);
  </script></body></html>`;

  async function openVideo(silent: boolean) {
    const member = await createUser(suite.app.services);
    const article = await createSampleArticle(suite.app.services, { studyMinutes: 10, externalUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}` });
    const page = await openPage(member.token, 1280);
    const embeds: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: standIn(silent) });
    });
    const beats: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      const body = r.url().endsWith('/graphql') ? (r.postData() ?? '') : '';
      if (body.includes('RecordStudy')) beats.push(JSON.parse(body).variables.input);
    });
    await page.goto(`${suite.app.url}/article/${article.id}`);
    await page.getByRole('region', { name: 'Your study time' }).waitFor();
    const seconds = async () => {
      const rows = await suite.app.db.query('SELECT seconds FROM study_time WHERE user_id = $1 AND article_id = $2', [member.user.id, article.id]);
      return rows.length ? Number(rows[0].seconds) : 0;
    };
    return { page, article, embeds, beats, seconds };
  }

  /** Waits for the reader's next heartbeat that says `playing` (undefined: says nothing of a player) and its answer. */
  const nextBeat = (page: Page, playing: boolean | undefined) =>
    page.waitForResponse((r) => {
      const body = r.request().postData() ?? '';
      if (!body.includes('RecordStudy')) return false;
      return JSON.parse(body).variables.input.playing === playing;
    });

  it('counts the time the player plays and not the time it is paused', async () => {
    const { page, embeds, beats, seconds } = await openVideo(false);
    const player = page.frameLocator('iframe[title^="Video:"]');
    await player.getByText('Stand-in player').waitFor();
    // The embed asks for the IFrame API and names this page as the one to report to.
    const embed = new URL(embeds[0]);
    expect(embed.origin + embed.pathname).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    expect(embed.searchParams.get('enablejsapi')).toBe('1');
    expect(embed.searchParams.get('origin')).toBe(new URL(suite.app.url).origin);
    const frame = page.frames().find((f) => f.url().startsWith('https://www.youtube-nocookie.com/'))!;
    // The reader's listening message reached the player, from the reader's origin, and it subscribed to state changes.
    await frame.waitForFunction(() =>
      (window as unknown as { heard: Array<{ data: { func?: string } }> }).heard.some((m) => m.data.func === 'addEventListener'),
    );
    const heard = await frame.evaluate(() => (window as unknown as { heard: Array<{ origin: string; data: { event: string } }> }).heard);
    expect(heard[0]).toMatchObject({ origin: new URL(suite.app.url).origin, data: { event: 'listening' } });
    // The player reported (not started): the stretch of page time before it is closed as visible time, as for any item.
    while (beats.length < 2) await page.waitForTimeout(100);
    const beforePlay = await seconds();

    // Playing: the beat that starts it says the video was not playing, so it credits nothing.
    const started = nextBeat(page, false);
    await frame.evaluate(() => (window as unknown as { play: () => void }).play());
    await started;
    expect(await seconds()).toBe(beforePlay);
    await page.waitForTimeout(3500);
    // Paused: the beat closes the playing stretch, which the server credits from its own clock.
    const paused = nextBeat(page, true);
    await frame.evaluate(() => (window as unknown as { pause: () => void }).pause());
    await paused;
    const afterPlay = await seconds();
    expect(afterPlay - beforePlay).toBeGreaterThanOrEqual(3.5);
    expect(afterPlay - beforePlay).toBeLessThan(6);

    // Paused for four seconds: no beats meanwhile, and the one that resumes play credits nothing.
    const count = beats.length;
    await page.waitForTimeout(4000);
    expect(beats.length).toBe(count);
    const resumed = nextBeat(page, false);
    await frame.evaluate(() => (window as unknown as { play: () => void }).play());
    await resumed;
    expect(await seconds()).toBe(afterPlay);

    // Playing again until the page is hidden: that stretch counts, and nothing while hidden.
    await page.waitForTimeout(1500);
    const hidden = nextBeat(page, true);
    await setVisibility(page, 'hidden');
    await hidden;
    const afterHide = await seconds();
    expect(afterHide - afterPlay).toBeGreaterThanOrEqual(1.5);
    expect(afterHide - afterPlay).toBeLessThan(4);
    await page.waitForTimeout(2000);
    const shown = nextBeat(page, false);
    await setVisibility(page, 'visible');
    await shown;
    expect(await seconds()).toBe(afterHide);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'study-video-1280.png'), fullPage: false });
    await page.context().close();
  });

  it('counts visible time when the player never reports, and ignores messages from anywhere but the player', async () => {
    const { page, beats, seconds } = await openVideo(true);
    await page.frameLocator('iframe[title^="Video:"]').getByText('Stand-in player').waitFor();
    // The page itself is not the player: a "paused" message from it changes nothing.
    await page.evaluate(() => window.postMessage(JSON.stringify({ event: 'onStateChange', info: 2, channel: 'widget' }), '*'));
    await page.waitForTimeout(5500);
    const closed = nextBeat(page, undefined);
    await setVisibility(page, 'hidden');
    await closed;
    expect(await seconds()).toBeGreaterThanOrEqual(5);
    // Every beat was a plain visible-time beat.
    expect(beats.every((b) => !('playing' in b))).toBe(true);
    await page.context().close();
  });
});
