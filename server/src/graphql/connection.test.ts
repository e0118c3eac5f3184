import { encodeCursor, isCursorTimestamp, timeKeyset } from './connection';

describe('cursor timestamps', () => {
  it.each(['2026-03-01 09:30:00.123456+00', '2026-03-01 09:30:00+05:30', '2026-03-01T09:30:00.123Z', '2024-02-29 00:00:00-11', '0001-01-01 00:00:00+00'])(
    'takes %s, as the server writes it',
    (text) => expect(isCursorTimestamp(text)).toBe(true),
  );

  it.each([
    '1',
    '2026',
    '2026-03-01',
    '2026-02-30 00:00:00+00',
    '2026-13-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01 00:00:00+16',
    'infinity',
    ' 2026-03-01T09:30:00Z',
  ])('refuses %s', (text) => expect(isCursorTimestamp(text)).toBe(false));
});

describe('timeKeyset', () => {
  it('reads a position the server wrote', () => {
    expect(timeKeyset(encodeCursor(['2026-03-01 09:30:00.123456+00', 2147483647]), 'number')).toEqual(['2026-03-01 09:30:00.123456+00', 2147483647]);
    expect(timeKeyset(null, 'number')).toBeNull();
  });

  it.each([
    ['1', 1],
    ['2026-03-01T09:30:00Z', 2147483648],
    ['2026-03-01T09:30:00Z', 0],
    ['2026-03-01T09:30:00Z', '1'],
  ])('refuses [%p, %p] as bad input', (at, id) => {
    expect(() => timeKeyset(encodeCursor([at, id]), 'number')).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });

  it('refuses a text id holding a NUL', () => {
    expect(() => timeKeyset(encodeCursor(['2026-03-01T09:30:00Z', 'a\u0000']), 'string')).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});
