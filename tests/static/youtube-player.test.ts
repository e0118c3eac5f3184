// The reader's YouTube player messages (client/src/features/library/youtube-player.ts): pure functions of the
// client, tested here with the other client checks since the client has no test runner of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type * as YoutubePlayer from '../../client/src/features/library/youtube-player';

/** The client package is ESM, which this CommonJS suite cannot require; the module has no imports, so it is compiled here on its own. */
function loadModule(): typeof YoutubePlayer {
  const source = readFileSync(path.resolve(__dirname, '../../client/src/features/library/youtube-player.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as typeof YoutubePlayer };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluates the client's own transpiled module, the only way to load it here
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

const { listeningMessage, playerEmbed, readPlayerMessage } = loadModule();

const PAGE = 'https://leerpunt.example';
const NOCOOKIE = 'https://www.youtube-nocookie.com';
const frame = { name: 'the embed window' };
const other = { name: 'another window' };
const expected = { origin: NOCOOKIE, source: frame };
const from = (data: unknown, origin = NOCOOKIE, source: unknown = frame) => readPlayerMessage({ origin, source, data }, expected);

describe('playerEmbed', () => {
  it('switches the IFrame API on for YouTube embeds, with the page origin, and keeps their start time', () => {
    const nocookie = playerEmbed(`${NOCOOKIE}/embed/abcdefghijk?start=90`, PAGE);
    expect(nocookie.playerOrigin).toBe(NOCOOKIE);
    const url = new URL(nocookie.src);
    expect(url.origin + url.pathname).toBe(`${NOCOOKIE}/embed/abcdefghijk`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ start: '90', enablejsapi: '1', origin: PAGE });
    expect(playerEmbed('https://www.youtube.com/embed/abcdefghijk', PAGE).playerOrigin).toBe('https://www.youtube.com');
  });

  it('leaves other embeds alone and expects no messages from them', () => {
    for (const src of [
      'https://player.example.org/embed/xyz',
      'https://www.youtube.com/watch?v=abcdefghijk',
      'http://www.youtube.com/embed/abc',
      'not a url',
    ]) {
      expect(playerEmbed(src, PAGE)).toEqual({ src, playerOrigin: null });
    }
  });
});

describe('readPlayerMessage', () => {
  it('reads the player state from onStateChange and infoDelivery: playing and buffering play, the rest do not', () => {
    expect(from(JSON.stringify({ event: 'onStateChange', info: 1, id: 'r', channel: 'widget' }))).toEqual({ playing: true });
    expect(from(JSON.stringify({ event: 'onStateChange', info: 3 }))).toEqual({ playing: true });
    for (const state of [-1, 0, 2, 5]) expect(from(JSON.stringify({ event: 'onStateChange', info: state }))).toEqual({ playing: false });
    expect(from(JSON.stringify({ event: 'infoDelivery', info: { playerState: 2, currentTime: 12.5 } }))).toEqual({ playing: false });
    expect(from({ event: 'infoDelivery', info: { playerState: 1 } })).toEqual({ playing: true });
  });

  it('takes onReady and messages without a state as word from the player, with no state', () => {
    expect(from(JSON.stringify({ event: 'onReady', info: null }))).toEqual({ playing: null });
    expect(from(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 3 } }))).toEqual({ playing: null });
    expect(from(JSON.stringify({ event: 'initialDelivery', info: { playerState: -1 } }))).toEqual({ playing: false });
  });

  it('ignores messages from another origin or another window, however well formed', () => {
    const playing = JSON.stringify({ event: 'onStateChange', info: 1 });
    expect(from(playing, 'https://www.youtube.com')).toBeNull();
    expect(from(playing, PAGE)).toBeNull();
    expect(from(playing, 'https://www.youtube-nocookie.com.evil.example')).toBeNull();
    expect(from(playing, NOCOOKIE, other)).toBeNull();
    expect(from(playing, NOCOOKIE, null)).toBeNull();
    // An embed that is not YouTube's expects no player at all.
    expect(readPlayerMessage({ origin: NOCOOKIE, source: frame, data: playing }, { origin: null, source: frame })).toBeNull();
  });

  it('ignores what is not one of the API messages', () => {
    for (const data of [
      'not json',
      '{"event":"onApiChange","info":{}}',
      JSON.stringify({ info: 1 }),
      '42',
      'null',
      null,
      undefined,
      7,
      { event: 'command', func: 'playVideo' },
    ]) {
      expect(from(data)).toBeNull();
    }
    expect(from(`{"event":"onStateChange","info":1,"pad":"${'x'.repeat(100_001)}"}`)).toBeNull();
  });

  it('is answered by the listening message the reader sends', () => {
    expect(JSON.parse(listeningMessage('r'))).toEqual({ event: 'listening', id: 'r', channel: 'widget' });
  });
});
