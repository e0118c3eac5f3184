import { csvCell, csvDocument } from './csv';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Tax, VAT and "exemptions"', '"Tax, VAT and ""exemptions"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['  =SUM(A1)', "  '=SUM(A1)"],
    ['Jan;=HYPERLINK("http://evil.example","x")', `"Jan;'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['Jan\t@SUM(A1)', `"Jan\t'@SUM(A1)"`],
    ['Jan; +31 6', `"Jan; '+31 6"`],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['\tx', `"'\tx"`],
    ['Line\nbreak', '"Line\nbreak"'],
    ['-minus', "'-minus"],
  ])('writes %p as %p', (text, cell) => expect(csvCell(text)).toBe(cell));

  it('writes other values as they are', () => {
    expect([null, undefined, 2, -1.5, true, new Date('2026-01-02T03:04:05Z')].map(csvCell)).toEqual(['', '', '2', '-1.5', 'true', '2026-01-02T03:04:05.000Z']);
  });

  it('leaves no cell that starts a formula when a line is split on any separator, ignoring quotes', () => {
    const doc = csvDocument(['name'], [['Jan;=HYPERLINK("x")'], ['a\t+b,-c;@d'], ['x,  =y']]);
    for (const line of doc.replace(/^\uFEFF/, '').split('\r\n')) {
      for (const piece of line.split(/[,;\t]/)) expect(piece.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
    }
    expect(doc.startsWith('\uFEFFname\r\n')).toBe(true);
    expect(doc.endsWith('\r\n')).toBe(true);
  });
});
