import { isYoutubeUrl, videoEmbedUrl } from './youtube';

describe('isYoutubeUrl (SPEC §2: youtube / youtu.be host or an embed path)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Unzc731iCUY', true],
    ['https://YOUTUBE.com/watch?v=Unzc731iCUY', true],
    ['https://m.youtube.com/watch?v=Unzc731iCUY', true],
    ['http://youtu.be/HtSuA80QTyo', true],
    ['https://www.youtube.com/embed/ZK3O402wf1c', true],
    ['https://example.com/embed/anything', true],
    ['https://music.youtube.com/watch?v=Unzc731iCUY', false],
    ['https://youtube.com.evil.example/watch?v=x', false],
    ['https://example.com/watch?v=Unzc731iCUY&ref=youtube.com', false],
    ['https://example.com/embedded/x', false],
    ['not a url', false],
    ['', false],
    [null, false],
  ])('%s → %s', (url, expected) => {
    expect(isYoutubeUrl(url)).toBe(expected);
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Unzc731iCUY', 'https://www.youtube-nocookie.com/embed/Unzc731iCUY'],
    ['https://youtu.be/HtSuA80QTyo?t=42', 'https://www.youtube-nocookie.com/embed/HtSuA80QTyo?start=42'],
    ['https://www.youtube.com/embed/ZK3O402wf1c', 'https://www.youtube-nocookie.com/embed/ZK3O402wf1c'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['https://player.example.com/embed/123', 'https://player.example.com/embed/123'],
    ['http://player.example.com/embed/123', null],
    ['https://www.youtube.com/watch?v=%22%3E%3Cscript%3E', null],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://example.org/page', null],
  ])('%s → %s', (url, expected) => {
    expect(videoEmbedUrl(url)).toBe(expected);
  });
});
