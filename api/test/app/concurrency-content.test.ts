// The content area under parallel writers, on PostgreSQL spread over two API instances (two API
// processes): editors saving one news item at once (one wins, every other a 409 carrying the
// current item), lifecycle changes racing saves, creates of one title racing for the slug, and
// the schedule of two processes publishing a due item at the same moment — exactly once.
import { publishDue } from '../../src/modules/content/index';
import { fireTogether, refusalsWithoutState, tally, type Writer } from '../concurrency-helpers';
import { dbTargets, DEMO_NOW, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

describe.each(dbTargets)('content writes at the same moment on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo', replicas: 2 }, 240_000);
  let media: string;
  let admin: string;

  const create = async (title: string) =>
    (
      await request(t.app, {
        method: 'POST',
        url: '/api/v1/cabinet/content/articles/news',
        token: media,
        payload: { title_kk: title },
      })
    ).json().data as { id: number; version: number; slug: string };

  beforeAll(async () => {
    media = await login(t.app, 'media@league.test');
    admin = await login(t.app, 'admin@league.test');
  }, 240_000);

  test('editors saving one version at once: one wins, the others get 409 with the current item', async () => {
    const item = await create('Бірге өңдеу');
    const writers: Writer[] = [media, admin, media, admin].map((token, i) => ({
      method: 'PUT',
      url: `/cabinet/content/articles/news/${item.id}`,
      token,
      payload: { title_kk: `Нұсқа ${i}`, body_kk: `<p>${i}</p>`, version: item.version },
    }));
    const answers = await fireTogether(t.apps, writers);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 3, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().data.current).toMatchObject({ version: item.version + 1, title_kk: winner.title_kk });
  });

  test('a save racing a publish of the same version: one of them, never both', async () => {
    const item = await create('Жариялау жарысы');
    const answers = await fireTogether(t.apps, [
      {
        method: 'POST',
        url: `/cabinet/content/articles/news/${item.id}/status`,
        token: media,
        payload: { status: 'published', version: 1 },
      },
      {
        method: 'PUT',
        url: `/cabinet/content/articles/news/${item.id}`,
        token: admin,
        payload: { title_kk: 'Өзгерді', version: 1 },
      },
    ]);
    expect(tally(answers)).toEqual({ ok: 1, conflict: 1, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
  });

  test('one title created at once: every create answers, each with its own slug', async () => {
    const answers = await fireTogether(
      t.apps,
      Array.from(
        { length: 4 },
        (): Writer => ({
          method: 'POST',
          url: '/cabinet/content/articles/news',
          token: media,
          payload: { title_kk: 'Бір атау' },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ ok: 4, conflict: 0, serverError: 0, other: {} });
    const slugs = answers.map((a) => a.json().data.slug).sort();
    expect(slugs).toEqual(['bir-atau', 'bir-atau-2', 'bir-atau-3', 'bir-atau-4']);
  });

  test('two processes publishing the due items at the same moment: each item goes out exactly once', async () => {
    const at = new Date(DEMO_NOW.getTime() + 60_000);
    const items = await Promise.all(['Алдын ала 1', 'Алдын ала 2', 'Алдын ала 3'].map(create));
    for (const item of items) {
      const answer = await request(t.app, {
        method: 'POST',
        url: `/api/v1/cabinet/content/articles/news/${item.id}/status`,
        token: media,
        payload: { status: 'scheduled', publish_at: at.toISOString(), version: item.version },
      });
      expect(answer.statusCode).toBe(200);
    }
    const counts = await Promise.all(
      t.dbs.flatMap((db) => [publishDue(db, at, DEMO_NOW), publishDue(db, at, DEMO_NOW)]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const rows = await t.db
      .selectFrom('news')
      .select(['status', 'version'])
      .where(
        'id',
        'in',
        items.map((i) => i.id),
      )
      .execute();
    // Published once: one version step from the schedule's (2 → 3), never two.
    expect(rows).toEqual(items.map(() => ({ status: 'published', version: 3 })));
  });
});
