// The public content: news (season stories and match reports), photo albums, videos, press,
// analytics, pages, partners, banners, trustees, employees, documents, contacts and feedback.
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { addDays, at } from './calendar';
import type { League } from './clubs';
import {
  ANALYTICS,
  CONTACTS,
  EMPLOYEES,
  NEWS_TOPICS,
  PAGES,
  pageBlocks,
  PARTNERS,
  PRESS_SOURCES,
  PRESS_TITLES,
  PUBLIC_DOCUMENTS,
  TRUSTEES,
} from './content';
import { initials, type SeedFile } from './files';
import { LEAGUE_COLORS, tr, type SeedContext, type Team, type Tournament } from './model';
import { slugify, type Triple } from './names';
import { CITIES } from './places';
import type { Reference } from './reference';
import type { Calendar } from './tournaments';

/** News, media, banner and analytics pictures: an abstract pitch scene, no text. */
const SCENE: SeedFile = { kind: 'scene' };

export function addPublications(
  ctx: SeedContext,
  { seasonIds }: Reference,
  { clubs }: League,
  { matches }: Calendar,
  mainTournament: Tournament,
): void {
  const { rows, ids, file, scale, baseDate, shiftYear, shiftDate, years, yearsIn } = ctx;
  const teamTitle = (team: Team, lang: 0 | 1 | 2) => team.title[lang];
  const finishedRecent = matches
    .filter((m) => m.status === 'finished' && m.tournament.seasonYear === shiftYear(2026))
    .sort((a, b) => b.dateTime.localeCompare(a.dateTime) || a.id - b.id);

  let newsIndex = 0;
  for (const year of [shiftYear(2025), shiftYear(2026)]) {
    NEWS_TOPICS.forEach((topic, k) => {
      const id = ids.next('news');
      newsIndex++;
      const published =
        year === shiftYear(2025)
          ? at(addDays(shiftDate('2025-03-20'), k * 25), 10)
          : at(addDays(baseDate, -55 + k * 7), 10);
      rows.news.push({
        id,
        slug: `${topic.slug}-${year}`,
        published_at: published,
        status: 'published',
        image: file(`demo/news/${id}.svg`, SCENE),
        ...tr('title', topic.title(year)),
        ...tr('lead', topic.lead),
        ...tr('body', topic.body),
        tags: topic.tags,
      } as Insertable<Database['news']>);
    });
  }
  const reportCount = 36 * scale - newsIndex;
  for (const match of finishedRecent.slice(0, reportCount)) {
    const id = ids.next('news');
    const score = match.technical ? '3:0' : `${match.hostGoals}:${match.guestGoals}`;
    const t = match.tournament.title;
    const title: Triple = [
      `${match.tourTitle[0]}. «${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}» — ${score}`,
      `${match.tourTitle[1]}. «${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}» — ${score}`,
      `${match.tourTitle[2]}: ${teamTitle(match.host, 2)} ${score} ${teamTitle(match.guest, 2)}`,
    ];
    const stadium = CITIES.find((c) => c.slug === clubs[match.host.clubIndex].city)!.stadiums[0].title;
    rows.news.push({
      id,
      slug: `match-${match.id}-report`,
      published_at: new Date(Date.parse(match.dateTime) + 3 * 3600_000).toISOString(),
      status: 'published',
      image: file(`demo/news/${id}.svg`, SCENE),
      ...tr('title', title),
      ...tr('lead', [
        `Кездесу ${score} есебімен аяқталды.`,
        `Матч завершился со счётом ${score}.`,
        `The match ended ${score}.`,
      ]),
      ...tr('body', [
        `<p>${t[0]}. ${match.tourTitle[0]}.</p><p>Ойын орны: ${stadium[0]}. Есеп: ${score}.</p>`,
        `<p>${t[1]}. ${match.tourTitle[1]}.</p><p>Место проведения: ${stadium[1]}. Счёт: ${score}.</p>`,
        `<p>${t[2]}. ${match.tourTitle[2]}.</p><p>Venue: ${stadium[2]}. Score: ${score}.</p>`,
      ]),
      tags: ['match-report', match.tournament.teams[0].female ? 'girls' : 'boys'],
    } as Insertable<Database['news']>);
    const link = { team_id: null, tournament_id: null, match_id: null };
    rows.news_links.push(
      { ...link, id: ids.next('news_links'), news_id: id, match_id: match.id },
      { ...link, id: ids.next('news_links'), news_id: id, team_id: match.host.id },
      { ...link, id: ids.next('news_links'), news_id: id, tournament_id: match.tournament.id },
    );
  }

  const albumMatches = finishedRecent.filter((m) => !m.technical).slice(0, 10 * scale);
  for (const match of albumMatches) {
    const id = ids.next('media_albums');
    const slug = `match-${match.id}-photos`;
    const title: Triple = [
      `«${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}»: фотошолу`,
      `«${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}»: фотообзор`,
      `${teamTitle(match.host, 2)} — ${teamTitle(match.guest, 2)}: photo gallery`,
    ];
    rows.media_albums.push({
      id,
      slug,
      ...tr('title', title),
      date: match.date,
      cover_image: file(`demo/media/${slug}/1.svg`, SCENE),
      tournament_id: match.tournament.id,
      match_id: match.id,
    } as Insertable<Database['media_albums']>);
    for (let n = 1; n <= 8; n++) {
      rows.media_images.push({
        id: ids.next('media_images'),
        album_id: id,
        path: file(`demo/media/${slug}/${n}.svg`, SCENE),
        caption_kk: null,
        caption_ru: null,
        caption_en: null,
        sort: n,
      });
    }
  }

  const videoMatches = finishedRecent
    .filter((m) => !m.technical && m.tournament === mainTournament)
    .concat(finishedRecent.filter((m) => m.tournament !== mainTournament));
  for (const match of videoMatches.slice(0, 12 * scale)) {
    const id = ids.next('videos');
    const title: Triple = [
      `Шолу: «${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}» ${match.hostGoals}:${match.guestGoals}`,
      `Обзор: «${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}» ${match.hostGoals}:${match.guestGoals}`,
      `Highlights: ${teamTitle(match.host, 2)} ${match.hostGoals}:${match.guestGoals} ${teamTitle(match.guest, 2)}`,
    ];
    rows.videos.push({
      id,
      season_id: seasonIds.get(match.tournament.seasonYear)!,
      tournament_id: match.tournament.id,
      match_id: match.id,
      ...tr('title', title),
      url: `https://www.youtube.com/watch?v=${Buffer.from(`video${id}`).toString('base64url').slice(0, 11).padEnd(11, 'v')}`,
      thumbnail: file(`demo/videos/${id}.svg`, SCENE),
      published_at: new Date(Date.parse(match.dateTime) + 26 * 3600_000).toISOString(),
    } as Insertable<Database['videos']>);
  }
  {
    const id = ids.next('videos');
    rows.videos.push({
      id,
      season_id: seasonIds.get(shiftYear(2025))!,
      tournament_id: null,
      match_id: null,
      ...tr(
        'title',
        yearsIn(['2025 маусымының үздік голдары', 'Лучшие голы сезона 2025', 'Best goals of the 2025 season']),
      ),
      url: 'https://www.youtube.com/watch?v=bestgoals25',
      thumbnail: file(`demo/videos/${id}.svg`, SCENE),
      published_at: at(shiftDate('2025-11-20'), 18),
    } as Insertable<Database['videos']>);
  }

  for (const year of [shiftYear(2025), shiftYear(2026)]) {
    PRESS_TITLES.forEach((title, k) => {
      const source = PRESS_SOURCES[(k + year) % PRESS_SOURCES.length];
      const published =
        year === shiftYear(2025) ? addDays(shiftDate('2025-04-15'), k * 30) : addDays(baseDate, -48 + k * 6);
      rows.press_items.push({
        id: ids.next('press_items'),
        year,
        ...tr('title', title(year)),
        source,
        url: `https://${slugify(source)}.example/sport/${year}/${k + 1}`,
        image: null,
        published_at: published,
      } as Insertable<Database['press_items']>);
    });
  }

  for (const item of ANALYTICS) {
    rows.sport_analytics.push({
      id: ids.next('sport_analytics'),
      slug: years(item.slug),
      year: shiftYear(item.year),
      ...tr('title', item.title),
      ...tr('lead', yearsIn(item.lead)),
      ...tr('body', yearsIn([`<p>${item.lead[0]}</p>`, `<p>${item.lead[1]}</p>`, `<p>${item.lead[2]}</p>`])),
      image: file(`demo/analytics/${years(item.slug)}.svg`, SCENE),
      file_path: file(`demo/analytics/${years(item.slug)}.pdf`, { kind: 'pdf', label: item.title[2] }),
      file_size: 250_000 + item.slug.length * 1000,
      file_mime: 'application/pdf',
      published_at: at(item.year === 2025 ? shiftDate('2025-11-10') : addDays(baseDate, -10 - item.slug.length), 10),
      status: 'published',
    } as Insertable<Database['sport_analytics']>);
  }

  for (const page of PAGES) {
    const blocks = page.blocks
      ? {
          blocks_kk: JSON.stringify(pageBlocks(page.blocks, 0)),
          blocks_ru: JSON.stringify(pageBlocks(page.blocks, 1)),
          blocks_en: JSON.stringify(pageBlocks(page.blocks, 2)),
        }
      : {};
    rows.pages.push({
      id: ids.next('pages'),
      slug: page.slug,
      ...tr('title', page.title),
      ...tr('body', page.body),
      ...blocks,
    } as Insertable<Database['pages']>);
  }

  PARTNERS.forEach((partner, sort) =>
    rows.partners.push({
      id: ids.next('partners'),
      ...tr('name', partner.name),
      logo: file(`demo/partners/${sort + 1}.svg`, {
        kind: 'crest',
        shape: 'badge',
        colors: LEAGUE_COLORS,
        initials: initials(partner.name[2]),
      }),
      url: partner.url,
      kind: partner.kind,
      sort,
      is_active: true,
    } as Insertable<Database['partners']>),
  );
  const banners: Array<{ placement: string; title: Triple }> = [
    {
      placement: 'home_top',
      title: yearsIn([
        'Қысқы кубок 2026 — өтінімдер ашық',
        'Зимний кубок 2026 — заявки открыты',
        'Winter Cup 2026 — applications open',
      ]),
    },
    {
      placement: 'home_middle',
      title: [
        '«Дала Банк» — лиганың бас серіктесі',
        '«Дала Банк» — генеральный партнёр лиги',
        'Dala Bank — general partner of the league',
      ],
    },
    {
      placement: 'sidebar',
      title: ['Матчтарды тікелей эфирден көріңіз', 'Смотрите матчи в прямом эфире', 'Watch the matches live'],
    },
  ];
  banners.forEach((banner, sort) =>
    rows.banners.push({
      id: ids.next('banners'),
      placement: banner.placement,
      ...tr('title', banner.title),
      image: file(`demo/banners/${banner.placement}.svg`, SCENE),
      url: PARTNERS[0].url,
      sort,
      is_active: true,
      starts_at: null,
      ends_at: null,
    } as Insertable<Database['banners']>),
  );
  TRUSTEES.forEach((trustee, sort) =>
    rows.trustees.push({
      id: ids.next('trustees'),
      slug: trustee.slug,
      ...tr('full_name', trustee.name),
      ...tr('description', trustee.description),
      photo: file(`demo/trustees/${trustee.slug}.svg`, { kind: 'avatar', colors: LEAGUE_COLORS }),
      sort,
    } as Insertable<Database['trustees']>),
  );
  EMPLOYEES.forEach((employee, sort) =>
    rows.employees.push({
      id: ids.next('employees'),
      ...tr('full_name', employee.name),
      ...tr('position', employee.position),
      photo: file(`demo/employees/${sort + 1}.svg`, { kind: 'avatar', colors: LEAGUE_COLORS }),
      email: employee.email,
      phone: `+7 727 300 00 ${String(10 + sort)}`,
      sort,
    } as Insertable<Database['employees']>),
  );
  PUBLIC_DOCUMENTS.forEach((document, sort) =>
    rows.public_documents.push({
      id: ids.next('public_documents'),
      ...tr('title', yearsIn(document.title)),
      category: document.category,
      file_path: file(`demo/public-documents/${sort + 1}.pdf`, { kind: 'pdf', label: document.title[2] }),
      size_bytes: document.size,
      mime: 'application/pdf',
      sort,
      published_at: at(addDays(shiftDate('2025-01-15'), sort * 40), 10),
    } as Insertable<Database['public_documents']>),
  );
  CONTACTS.forEach((contact, sort) =>
    rows.contacts.push({
      id: ids.next('contacts'),
      kind: contact.kind,
      ...tr('value', contact.value),
      url: contact.url,
      sort,
    } as Insertable<Database['contacts']>),
  );
  const feedback: Array<[string, string, string | null, string]> = [
    ['Асқар', '77011234567', 'askar@example.kz', 'Қысқы кубоктың кестесі қашан жарияланады?'],
    ['Ольга', '77027654321', null, 'Подскажите, как записать ребёнка в академию «Алтай»?'],
    ['John', '77770001122', 'john@example.com', 'Is there an English broadcast of the final?'],
  ];
  feedback.forEach(([name, phone, email, text], k) =>
    rows.feedback.push({
      id: ids.next('feedback'),
      name,
      phone,
      email,
      text,
      ip: '127.0.0.1',
      user_agent: 'seed',
      created_at: at(addDays(baseDate, -20 + k * 5), 14),
    }),
  );
}
