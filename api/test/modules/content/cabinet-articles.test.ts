// The content area's news and analytics through the API, as the media manager writes them: a
// draft in three languages with links, a slug from the Kazakh title, HTML sanitised on save, the
// lifecycle (publish, schedule, unpublish) seen on the public answers, versioned saves (409 with
// the current item) and the roles that are refused.
import { publishDue } from '../../../src/modules/content/index';
import { dbTargets, DEMO_NOW, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const XSS = `<p>Ойын<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">сілтеме</a><iframe src="https://evil.example/x"></iframe><p onclick="alert(4)">мәтін</p>`;

describe.each(dbTargets)('cabinet news and analytics on %s', (target) => {
  let media: string;
  let matchId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token, payload, language: 'en' });

  const draft = (extra: object = {}) => ({
    title_kk: 'Жаңа маусым басталды',
    title_ru: 'Новый сезон начался',
    title_en: 'The new season has started',
    lead_kk: 'Қысқаша',
    body_kk: XSS,
    body_ru: '<h2>Заголовок</h2><ul><li>пункт</li></ul><blockquote>цитата</blockquote>',
    body_en: '<div data-youtube-video><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>',
    tags: ['season', ' season ', 'start'],
    match_ids: [matchId],
    ...extra,
  });

  const t = suiteApp({ target, seed: 'demo' }, 240_000);
  beforeAll(async () => {
    media = await login(t.app, 'media@league.test');
    matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 240_000);

  test('a draft: slug from the Kazakh title, HTML sanitised as stored, tags unique, links with titles; hidden from visitors', async () => {
    const created = await call('POST', '/cabinet/content/articles/news', media, draft());
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      status: 'draft',
      version: 1,
      slug: 'zhana-mausym-bastaldy',
      tags: ['season', 'start'],
    });
    expect(item.body_kk).toBe('<p>Ойын</p><img src="x" loading="lazy" decoding="async" /><a>сілтеме</a><p>мәтін</p>');
    expect(item.body_en).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(item.links).toEqual([expect.objectContaining({ kind: 'match', id: matchId })]);
    const stored = await t.db.selectFrom('news').select('body_kk').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stored.body_kk).not.toMatch(/script|onerror|onclick|javascript|evil/);
    expect((await call('GET', `/news/${item.slug}`)).statusCode).toBe(404);

    const again = await call('POST', '/cabinet/content/articles/news', media, draft());
    expect(again.json().data.slug).toBe('zhana-mausym-bastaldy-2');
    const typed = await call('POST', '/cabinet/content/articles/news', media, draft({ slug: 'zhana-mausym-bastaldy' }));
    expect(typed.statusCode).toBe(422);
    expect(typed.json().data.errors.slug).toBeDefined();
  });

  test('published: on the public list, page, match page and search; the embed is a placeholder; unpublished: gone', async () => {
    const item = (
      await call('POST', '/cabinet/content/articles/news', media, draft({ title_kk: 'Жарияланым сынағы' }))
    ).json().data;
    const published = await call('POST', `/cabinet/content/articles/news/${item.id}/status`, media, {
      status: 'published',
      version: item.version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: item.version + 1 });
    const page = (await call('GET', `/news/${item.slug}`)).json().data;
    expect(page.match_ids).toEqual([matchId]);
    expect(page.author).toBe('Тимур Ким');
    expect(page.body).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(page.body).not.toContain('<iframe');
    const onMatch = (await call('GET', `/matches/${matchId}/news`)).json().data;
    expect(onMatch.map((n: { id: number }) => n.id)).toContain(item.id);
    const list = (await call('GET', '/news?per_page=5')).json().data;
    expect(list[0].id).toBe(item.id);

    const unpublished = await call('POST', `/cabinet/content/articles/news/${item.id}/status`, media, {
      status: 'unpublished',
      version: item.version + 1,
    });
    expect(unpublished.json().data.status).toBe('unpublished');
    expect((await call('GET', `/news/${item.slug}`)).statusCode).toBe(404);
  });

  test('two saves of one version: the second is 409 with the current item; a stale lifecycle change too', async () => {
    const item = (await call('POST', '/cabinet/content/articles/news', media, draft({ title_kk: 'Нұсқа' }))).json()
      .data;
    /** Saves the item under a new title on its first version, as each of two editors who opened it then. */
    const saveOnFirstVersion = (title_kk: string) =>
      call('PUT', `/cabinet/content/articles/news/${item.id}`, media, draft({ title_kk, version: 1 }));
    const first = await saveOnFirstVersion('Бірінші');
    expect(first.statusCode).toBe(200);
    const second = await saveOnFirstVersion('Екінші');
    expect(second.statusCode).toBe(409);
    expect(second.json().data.current).toMatchObject({ title_kk: 'Бірінші', version: 2 });
    const status = await call('POST', `/cabinet/content/articles/news/${item.id}/status`, media, {
      status: 'published',
      version: 1,
    });
    expect(status.statusCode).toBe(409);
  });

  test('scheduled: refused in the past; goes out once when its time comes, by the job alone', async () => {
    const item = (await call('POST', '/cabinet/content/articles/news', media, draft({ title_kk: 'Кейінге' }))).json()
      .data;
    const past = await call('POST', `/cabinet/content/articles/news/${item.id}/status`, media, {
      status: 'scheduled',
      publish_at: new Date(DEMO_NOW.getTime() - 60_000).toISOString(),
      version: 1,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().data.errors.publish_at).toBeDefined();
    const at = new Date(DEMO_NOW.getTime() + 120_000);
    const scheduled = await call('POST', `/cabinet/content/articles/news/${item.id}/status`, media, {
      status: 'scheduled',
      publish_at: at.toISOString(),
      version: 1,
    });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    expect(await publishDue(t.db, new Date(at.getTime() - 1000), DEMO_NOW)).toBe(0);
    expect((await call('GET', `/news/${item.slug}`)).statusCode).toBe(404);
    expect(await publishDue(t.db, at, DEMO_NOW)).toBe(1);
    expect(await publishDue(t.db, at, DEMO_NOW)).toBe(0);
    expect((await call('GET', `/news/${item.slug}`)).statusCode).toBe(200);
  });

  test('analytics share the editor and the lifecycle', async () => {
    const created = await call('POST', '/cabinet/content/articles/analytics', media, {
      title_kk: 'Талдау',
      body_kk: XSS,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item.body_kk).not.toMatch(/script|onerror/);
    await call('POST', `/cabinet/content/articles/analytics/${item.id}/status`, media, {
      status: 'published',
      version: 1,
    });
    expect((await call('GET', `/sport-analytics/${item.slug}`)).statusCode).toBe(200);
  });

  test('bad input is a field error, never a 500; unknown links and covers are refused', async () => {
    const noTitle = await call('POST', '/cabinet/content/articles/news', media, { title_kk: '  ' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().data.errors.title_kk).toBeDefined();
    const badLink = await call('POST', '/cabinet/content/articles/news', media, draft({ team_ids: [999_999] }));
    expect(badLink.json().data.errors.team_ids).toBeDefined();
    const badCover = await call('POST', '/cabinet/content/articles/news', media, draft({ image: '../../etc/passwd' }));
    expect(badCover.json().data.errors.image).toBeDefined();
    expect((await call('POST', '/cabinet/content/articles/other', media, draft())).statusCode).toBe(422);
  });

  test('command_admin and referee are refused; a visitor must sign in', async () => {
    for (const email of ['team@league.test', 'referee@league.test']) {
      const token = await login(t.app, email);
      expect((await call('GET', '/cabinet/content/articles/news', token)).statusCode).toBe(403);
      expect((await call('POST', '/cabinet/content/articles/news', token, draft())).statusCode).toBe(403);
    }
    expect((await call('GET', '/cabinet/content/articles/news')).statusCode).toBe(401);
  });
});
