import { renderArticleHtml } from './article-html';

describe('renderArticleHtml', () => {
  it('renders the Markdown the library uses', () => {
    const html = renderArticleHtml(
      '## Heading\n\nText with **bold**, *em* and `code`.\n\n- one\n- two\n\n1. first\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td>1</td>');
    expect(renderArticleHtml('   ')).toBe('');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '![img](https://tracker.example/pixel.png)',
    '<form action="https://evil.example"><input name=a></form>',
  ])('leaves %s inert', (source) => {
    const html = renderArticleHtml(`Before\n\n${source}\n\nAfter`);
    expect(html).not.toMatch(/<(script|iframe|img|svg|style|form|input|div)\b/i);
    expect(html).not.toMatch(/<[^>]+\s(on[a-z]+|style)\s*=/i);
    expect(html).not.toMatch(/<[^>]*\shref\s*=\s*["']?\s*(javascript|data|vbscript):/i);
    expect(html).toContain('After');
  });

  it('opens links in a new tab without access to the opener', () => {
    expect(renderArticleHtml('[site](https://example.org)')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">site</a></p>\n',
    );
  });
});
