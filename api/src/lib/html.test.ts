import { embedSource, publicHtml, sanitizeStaffHtml } from './html';

// Payloads of the usual filter-evasion lists: none may leave anything that runs or loads.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/abcdefgh"></iframe>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<img src="https://x.example/a.png" srcset="javascript:alert(1) 1x">',
  '<a href="https://x.example" onmouseover="alert(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '"><script>alert(1)</script>',
];

test.each(PAYLOADS)('nothing of %s that runs or loads is kept', (payload) => {
  const clean = sanitizeStaffHtml(payload) ?? '';
  expect(clean).not.toMatch(
    /<script|<style|<svg|<math|<form|<object|<embed|<input|<button|\son\w+=|javascript:|data:|srcdoc|evil\.example|style=/i,
  );
  expect(publicHtml(clean) ?? '').not.toMatch(/<iframe|\son\w+=|javascript:/i);
});

test('the editor’s markup stays: headings, lists, quotes, links, pictures and an allowed player', () => {
  const html =
    '<h2>Т</h2><h3>Т</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li>1</li></ul><ol start="2"><li>2</li></ol>' +
    '<blockquote><p>q</p></blockquote><p><a href="https://league.kz" target="_blank">l</a> <a href="mailto:a@b.kz">m</a></p>' +
    '<img src="/uploads/2026-11/a-960.jpg" alt="сурет" width="960" height="640">' +
    '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360"></iframe></div>';
  const clean = sanitizeStaffHtml(html)!;
  expect(clean).toContain('<h2>Т</h2><h3>Т</h3>');
  expect(clean).toContain('<ol start="2">');
  expect(clean).toContain('<blockquote><p>q</p></blockquote>');
  expect(clean).toContain('<a href="https://league.kz" target="_blank" rel="noopener noreferrer">l</a>');
  expect(clean).toContain('alt="сурет" width="960" height="640" loading="lazy"');
  expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  expect(publicHtml(clean)).toContain(
    '<div class="lg-embed" data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-embed-title></div>',
  );
});

test('embeds: YouTube, Vimeo, VK and Instagram players only, over https', () => {
  expect(embedSource('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
  expect(embedSource('https://vk.com/video_ext.php?oid=-1&id=2&hash=abc')).toContain('vk.com/video_ext.php');
  expect(embedSource('https://www.instagram.com/p/Cx1abcDEF/embed')).toContain('instagram.com/p/');
  expect(embedSource('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
  expect(embedSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  expect(sanitizeStaffHtml('   ')).toBeNull();
  expect(sanitizeStaffHtml('<p></p>')).toBeNull();
});
