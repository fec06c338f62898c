// The wake script of server-rendered pages (ADR 0135): nothing but itself runs until the
// visitor shows an intent, then the application's scripts start once, in order; a tap or a
// list choice made before React held the page reaches the page once it is live.
import { INTENT_EVENTS, READING_PAUSE_MS, readAppScripts, rememberLanguageChosen, wakeOnIntent } from './wake';
import { HYDRATING_ATTRIBUTE, type AppScripts } from './ssr-data';

const app: AppScripts = {
  scripts: ['/js/main.1.js', '/js/second.2.js'],
  preload: [
    { href: '/remotes.json', as: 'fetch' },
    { href: '/js/react-dom.3.js', as: 'script' },
  ],
  atLoad: false,
};

const added = () => ({
  scripts: [...document.body.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async })),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    crossOrigin: l.getAttribute('crossorigin'),
  })),
});

let stop: (() => void) | undefined;
beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
});
afterEach(() => stop?.());

/** What the bootstrap and the app do when React takes the page over. */
const hydrate = () => {
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  document.documentElement.dataset.live = 'true';
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of `html` whose wake script has started (stopped after the test). */
function wakeOn(html: string) {
  document.body.innerHTML = html;
  stop = wakeOnIntent(window, app);
}

/** Hydrates the page, counting the taps `element`'s own handler gets from then on (a tap given again included). */
async function hydrateCountingTaps(element: HTMLElement) {
  const taps = jest.fn();
  element.addEventListener('click', taps);
  hydrate();
  await settle();
  return taps;
}

test('reads the block the server wrote, and refuses one that is not it', () => {
  expect(readAppScripts(JSON.stringify(app))).toEqual(app);
  expect(
    readAppScripts(
      JSON.stringify({
        scripts: ['/a.js'],
        preload: [{ href: '/b.js', as: 'style' }, { as: 'script' }],
        atLoad: 'yes',
      }),
    ),
  ).toEqual({ scripts: ['/a.js'], preload: [], atLoad: false });
  for (const bad of [
    undefined,
    '',
    '{',
    'null',
    '[]',
    JSON.stringify({ scripts: '/a.js' }),
    JSON.stringify({ scripts: [1] }),
  ])
    expect(readAppScripts(bad)).toBeNull();
});

test('nothing loads before an intent or a reading pause; the first intent starts the scripts once, in order, with their preloads', () => {
  stop = wakeOnIntent(window, app);
  expect(added()).toEqual({ scripts: [], preloads: [] });
  window.dispatchEvent(new Event('load'));
  expect(added().scripts).toEqual([]);

  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
  window.dispatchEvent(new Event('scroll'));
  expect(added()).toEqual({
    scripts: [
      { src: '/js/main.1.js', async: false },
      { src: '/js/second.2.js', async: false },
    ],
    preloads: [
      { href: '/remotes.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/js/react-dom.3.js', as: 'script', crossOrigin: null },
    ],
  });
});

test.each(INTENT_EVENTS)('%s is an intent', (type) => {
  stop = wakeOnIntent(window, app);
  const target = type === 'scroll' ? window : document.body;
  target.dispatchEvent(new Event(type, { bubbles: true }));
  expect(added().scripts).toHaveLength(2);
});

test("following a link is not an intent for this page's scripts (the navigation would cancel them); anything else on a link is", () => {
  wakeOn('<a href="/ru/matches/1" id="away"><span>Match</span></a><a href="#main" id="skip">Skip</a>');
  const inside = document.querySelector('#away span')!;
  for (const type of ['pointerdown', 'touchstart', 'pointermove', 'focusin', 'click'])
    inside.dispatchEvent(new Event(type, { bubbles: true }));
  inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  expect(added().scripts).toEqual([]);
  // Moving on with the keyboard, or a tap on a link within the page, is an intent.
  document.getElementById('skip')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(added().scripts).toHaveLength(2);
});

test('Tab from a focused link is an intent', () => {
  wakeOn('<a href="/teams" id="away">Teams</a>');
  document.getElementById('away')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  expect(added().scripts).toHaveLength(2);
});

describe('while the visitor reads', () => {
  const prefetched = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
      (l) => `${l.getAttribute('href')} as ${l.getAttribute('as')}`,
    );
  let idle: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    idle = jest.fn();
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    delete (document as { readyState?: string }).readyState;
    delete (navigator as { connection?: unknown }).connection;
  });

  test('a page left alone fetches its scripts, without running them, once it has loaded, the pause has passed and the browser is idle', () => {
    stop = wakeOnIntent(window, app);
    jest.advanceTimersByTime(READING_PAUSE_MS * 2);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(READING_PAUSE_MS - 1);
    expect(idle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: READING_PAUSE_MS });
    expect(prefetched()).toEqual([]);
    idle.mock.calls[0][0]();
    expect(prefetched()).toEqual([
      '/js/main.1.js as script',
      '/js/second.2.js as script',
      '/js/react-dom.3.js as script',
    ]);
    expect(added()).toEqual({ scripts: [], preloads: [] });
    // The first intent runs them.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added().scripts).toHaveLength(2);
  });

  test('an intent during the pause starts the scripts at once, and the pause then fetches nothing more', () => {
    stop = wakeOnIntent(window, app);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(READING_PAUSE_MS / 2);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(added().scripts).toHaveLength(2);
    jest.advanceTimersByTime(READING_PAUSE_MS * 2);
    expect(idle).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  test('a visitor who saves data is sent the scripts on an intent only', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    stop = wakeOnIntent(window, app);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(READING_PAUSE_MS * 3);
    expect(idle).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
    expect(added().scripts).toEqual([]);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(added().scripts).toHaveLength(2);
  });
});

/** The server's answers to the page's fetches: `page` for each (or a failure). */
const serve = (answer: { status: number; type: string; body: string } | 'offline') => {
  const requested: string[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(String(input));
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      url: String(input),
      headers: { get: () => answer.type },
      text: async () => answer.body,
    } as unknown as Response;
  }) as typeof window.fetch;
  return requested;
};

/** A page as the server renders it: styles by unit, the head's own tags, the root, the data. */
const rendered = ({ title, units, root, data }: { title: string; units: string[]; root: string; data: string }) =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${units.map((u) => `<style data-css="${u}">.${u}{}</style><link rel="stylesheet" href="/css/${u}.css" disabled>`).join('')}` +
  `<meta name="description" content="${title}"><link rel="canonical" href="https://league.test/${title}"></head>` +
  `<body><div id="root">${root}</div><script id="league-ssr" type="application/json">${data}</script><script id="league-app" type="application/json">${JSON.stringify(app)}</script></body></html>`;

const tourForm = (chosen: string) =>
  `<main><h1>Table ${chosen || 'all'}</h1><form method="get" action="/en/tournaments/6" data-wake-submit><input type="hidden" name="tab" value="table"><select name="to_tour_id"><option value="">Last</option><option value="3"${chosen === '3' ? ' selected' : ''}>Tour 1</option></select></form></main>`;

describe('a list the server answers, before the page is live', () => {
  const location = window.location.href;
  beforeEach(() => {
    document.documentElement.lang = 'en';
    const page = new DOMParser().parseFromString(
      rendered({ title: 'all', units: ['base', 'table'], root: tourForm(''), data: '{"state":"all"}' }),
      'text/html',
    );
    document.head.replaceChildren(...[...page.head.childNodes].map((n) => document.importNode(n, true)));
    document.body.replaceChildren(...[...page.body.childNodes].map((n) => document.importNode(n, true)));
    document.title = 'all';
  });
  afterEach(() => window.history.replaceState(null, '', location));
  const choose = (value: string) => {
    const list = document.querySelector('select')!;
    list.value = value;
    list.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const submitted = () => {
    const out: string[] = [];
    document.addEventListener('submit', (e) => {
      e.preventDefault();
      out.push(
        new URLSearchParams(new FormData(e.target as HTMLFormElement) as unknown as Record<string, string>).toString(),
      );
    });
    return out;
  };
  const started = () => document.querySelectorAll('script[src]').length;
  const waitFor = async (test: () => boolean) => {
    while (!test()) await settle();
  };

  test("is answered in place by the server's page for the form's address: markup, head, data, the styles it lacks, history", async () => {
    const requested = serve({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: rendered({
        title: 'tour-1',
        units: ['base', 'table', 'range'],
        root: tourForm('3'),
        data: '{"state":"tour 1"}',
      }),
    });
    const sent = submitted();
    stop = wakeOnIntent(window, app);
    choose('3');
    await waitFor(() => document.title === 'tour-1');
    expect(requested).toEqual(['http://localhost/en/tournaments/6?tab=table&to_tour_id=3']);
    expect(window.location.pathname + window.location.search).toBe('/en/tournaments/6?tab=table&to_tour_id=3');
    expect(document.querySelector('h1')!.textContent).toBe('Table 3');
    expect(document.getElementById('league-ssr')!.textContent).toBe('{"state":"tour 1"}');
    // The head's own tags are the new page's, once; the styles it lacked are added, once.
    expect(
      [...document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')].map(
        (t) => t.getAttribute('content') ?? t.getAttribute('href'),
      ),
    ).toEqual(['tour-1', 'https://league.test/tour-1']);
    expect([...document.head.querySelectorAll('style[data-css]')].map((s) => s.getAttribute('data-css'))).toEqual([
      'base',
      'table',
      'range',
    ]);
    expect([...document.head.querySelectorAll('link[disabled]')].map((l) => l.getAttribute('href'))).toEqual([
      '/css/base.css',
      '/css/table.css',
      '/css/range.css',
    ]);
    // The list chosen in keeps the focus; nothing submitted, the application not started.
    expect(document.activeElement).toBe(document.querySelector('select'));
    expect(document.querySelector('select')!.value).toBe('3');
    expect(sent).toEqual([]);
    expect(started()).toBe(0);
  });

  test('an intent while the page is fetched starts the application on the page put in place', async () => {
    serve({
      status: 200,
      type: 'text/html',
      body: rendered({ title: 'tour-1', units: ['base'], root: tourForm('3'), data: '{}' }),
    });
    stop = wakeOnIntent(window, app);
    choose('3');
    window.dispatchEvent(new Event('scroll'));
    expect(started()).toBe(0);
    await waitFor(() => started() > 0);
    expect(document.title).toBe('tour-1');
  });

  test.each([
    ['an answer that is not a page', { status: 200, type: 'application/json', body: '{}' }],
    ['an error', { status: 500, type: 'text/html', body: '<p>error</p>' }],
    [
      'a page without a root',
      { status: 200, type: 'text/html', body: '<html lang="en"><body><p>maintenance</p></body></html>' },
    ],
    ['no network', 'offline' as const],
  ])('%s: the form is submitted as without JavaScript', async (_what, answer) => {
    serve(answer);
    const sent = submitted();
    stop = wakeOnIntent(window, app);
    choose('3');
    await waitFor(() => sent.length > 0);
    expect(sent).toEqual(['tab=table&to_tour_id=3']);
    expect(document.title).toBe('all');
    expect(window.location.href).toBe(location);
  });
});

test('a list the server answers submits its form at once before the page is live, and is no intent; once live, the page answers', async () => {
  // This document cannot fetch: the form is submitted, as without JavaScript.
  serve('offline');
  wakeOn(
    '<form method="get" data-wake-submit><select name="to_tour_id"><option value="">Last</option><option value="3">Tour 1</option></select></form>' +
      '<form method="get"><select name="status"><option value="">All</option><option value="live">Live</option></select></form>',
  );
  const [served, own] = [...document.querySelectorAll('select')];
  const submitted: string[] = [];
  document.addEventListener('submit', (e) => {
    e.preventDefault();
    submitted.push(
      new URLSearchParams(new FormData(e.target as HTMLFormElement) as unknown as Record<string, string>).toString(),
    );
  });
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'input'])
    served.dispatchEvent(new Event(type, { bubbles: true }));
  served.value = '3';
  served.dispatchEvent(new Event('change', { bubbles: true }));
  while (submitted.length === 0) await settle();
  expect(submitted).toEqual(['to_tour_id=3']);
  expect(added().scripts).toEqual([]);
  // A list the page answers itself is an intent, and is not submitted.
  own.value = 'live';
  own.dispatchEvent(new Event('change', { bubbles: true }));
  expect(added().scripts).toHaveLength(2);
  hydrate();
  await settle();
  served.value = '';
  served.dispatchEvent(new Event('change', { bubbles: true }));
  expect(submitted).toEqual(['to_tour_id=3']);
});

test('a page that needs its scripts at load starts them at once', () => {
  stop = wakeOnIntent(window, { ...app, atLoad: true });
  expect(added().scripts.map((s) => s.src)).toEqual(['/js/main.1.js', '/js/second.2.js']);
});

test('a tap on a button before the page is live is given to it once the page is live, once', async () => {
  wakeOn('<button type="button" id="menu"><span>Menu</span></button><a href="#x" id="link">x</a>');
  const menu = document.getElementById('menu')!;
  document.querySelector('span')!.click();
  // React's handler exists only once the page is hydrated.
  const taps = await hydrateCountingTaps(menu);
  expect(taps).toHaveBeenCalledTimes(1);
  // Later taps are the page's own.
  menu.click();
  await settle();
  expect(taps).toHaveBeenCalledTimes(2);
});

test('a disclosure marked for it opens and closes at once, and is not tapped again once the page is live', async () => {
  wakeOn(
    '<button type="button" aria-expanded="false" aria-controls="nav" data-wake-toggle="nav--open">Menu</button><nav id="nav" class="nav"></nav>',
  );
  const menu = document.querySelector('button')!;
  const nav = document.getElementById('nav')!;
  menu.click();
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  expect(nav.className).toBe('nav nav--open');
  menu.click();
  menu.click();
  expect(nav.classList.contains('nav--open')).toBe(true);
  const taps = await hydrateCountingTaps(menu);
  expect(taps).not.toHaveBeenCalled();
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  // Once React holds the page, the page's own handler decides.
  menu.click();
  expect(taps).toHaveBeenCalledTimes(1);
  expect(nav.classList.contains('nav--open')).toBe(true);
});

test('a tap React already holds (hydration started) is not given again, and a link is left to the browser', async () => {
  wakeOn(
    '<button type="button" id="menu">Menu</button><a href="#x" id="link">x</a><form><button id="send">Send</button></form>',
  );
  const link = document.getElementById('link')!;
  const send = document.getElementById('send')!;
  link.click();
  send.addEventListener('click', (e) => e.preventDefault());
  send.click();
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  document.getElementById('menu')!.click();
  const clicks = jest.fn();
  document.addEventListener('click', clicks);
  document.documentElement.dataset.live = 'true';
  await settle();
  expect(clicks).not.toHaveBeenCalled();
});

test('a button gone or disabled by hydration is not tapped', async () => {
  wakeOn('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
  const b = document.getElementById('b') as HTMLButtonElement;
  b.click();
  b.disabled = true;
  const taps = await hydrateCountingTaps(b);
  expect(taps).not.toHaveBeenCalled();
});

test("a list's choice made before the page is live reaches the page's handler, even if hydration put the old one back", async () => {
  wakeOn('<select id="status"><option value="">All</option><option value="live">Live</option></select>');
  const select = document.getElementById('status') as HTMLSelectElement;
  select.value = 'live';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(added().scripts).toHaveLength(2);
  const seen: string[] = [];
  select.addEventListener('change', () => seen.push(select.value));
  select.value = '';
  hydrate();
  await settle();
  expect(seen).toEqual(['live']);
  expect(select.value).toBe('live');
});

test('a language chosen with the plain link of the page before is remembered on arrival', () => {
  const doc = (referrer: string, href: string) => ({ referrer, location: { href }, cookie: '' }) as unknown as Document;
  const switched = doc('https://league.kz/matches/1', 'https://league.kz/ru/matches/1');
  rememberLanguageChosen(switched);
  expect(switched.cookie).toMatch(/^i18n_redirected=ru; expires=.+; path=\/; SameSite=Lax$/);
  for (const [from, to] of [
    ['https://league.kz/teams', 'https://league.kz/ru/matches/1'],
    ['https://other.kz/matches/1', 'https://league.kz/ru/matches/1'],
    ['', 'https://league.kz/en'],
  ]) {
    const arrival = doc(from, to);
    rememberLanguageChosen(arrival);
    expect(arrival.cookie).toBe('');
  }
});
