import { safeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  test('keeps allowed formatting', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> text</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  test('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
  });

  test('drops event handlers, style and class attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe(
      '<img src="/a.png" loading="lazy" decoding="async" alt="">',
    );
  });

  test('removes dangerous link schemes, also disguised ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA">')).toBe('');
  });

  test('keeps safe links; a new tab gets rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://league.test/a" target="_blank">x</a>')).toBe(
      '<a href="https://league.test/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/news/x">x</a><a href="mailto:a@b.kz">m</a><a href="#top">t</a>')).toBe(
      '<a href="/news/x">x</a><a href="mailto:a@b.kz">m</a><a href="#top">t</a>',
    );
  });

  test('images load lazily and keep numeric sizes only', () => {
    expect(sanitizeHtml('<img src="https://x.test/a.jpg" alt="A" width="640" height="abc">')).toBe(
      '<img src="https://x.test/a.jpg" alt="A" width="640" loading="lazy" decoding="async">',
    );
  });

  test('unknown elements are unwrapped, their text kept; comments go', () => {
    expect(sanitizeHtml('<section><font color="red">text</font></section><!-- hidden -->')).toBe('text');
  });

  test('escaped markup stays text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  test('empty input gives an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  test('tables keep their structure and spans', () => {
    expect(sanitizeHtml('<table><tbody><tr><td colspan="2" onclick="x()">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    );
  });
});

describe('safeUrl', () => {
  test.each([
    ['https://a.kz', 'link', 'https://a.kz'],
    ['tel:+77010000000', 'link', 'tel:+77010000000'],
    ['tel:+77010000000', 'image', null],
    ['vbscript:x', 'link', null],
    ['/uploads/a.pdf', 'link', '/uploads/a.pdf'],
    ['', 'link', null],
  ] as const)('%s as %s', (value, kind, expected) => {
    expect(safeUrl(value, kind)).toBe(expected);
  });
});
