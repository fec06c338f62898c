// A notification reads in the reader's language with a link to what it concerns, whatever
// module sent it; an unknown kind gets a generic title, never raw data.
import { initI18n, type CabinetNotification } from '@league/shared';
import { notificationView } from './notification-view';

// Status titles come from the i18n instance's `enums`, as in the cabinet (ADR 0203).
beforeAll(() => {
  initI18n('kk');
});

const note = (kind: string, payload: Record<string, unknown>): CabinetNotification => ({
  id: 1,
  kind,
  payload,
  seen: false,
  created_at: '2026-03-01T06:00:00Z',
});

test('an application status change: team, tournament, people, status and reason in the language, with its link', () => {
  const view = notificationView(
    note('application_status', {
      team: { kk: 'Есіл 2012', ru: 'Есиль 2012', en: 'Yessil 2012' },
      tournament: { kk: 'Чемпионат', ru: 'Чемпионат U-14', en: '' },
      people: [{ kk: 'Омаров Қуаныш', ru: 'Омаров Куаныш', en: 'Omarov Kuanysh' }],
      count: 3,
      status: 'rejected',
      reason: 'Stamp missing',
      link: '/cabinet/tournaments/6/teams/2/players/7',
    }),
    'en',
  );
  expect(view).toEqual({
    titleKey: 'notifications.kinds.application_status',
    titleParams: null,
    title: null,
    subject: 'Yessil 2012 · Чемпионат',
    people: { names: 'Omarov Kuanysh', more: 2 },
    status: 'Rejected',
    reason: 'Stamp missing',
    link: '/cabinet/tournaments/6/teams/2/players/7',
  });
  expect(notificationView(note('application_status', { status: 'submitted' }), 'ru').status).toBe('Заявлен');
});

test('older and other kinds: a derived link, departure statuses, and a generic title for the unknown', () => {
  expect(notificationView(note('application_pending', { tournament_id: 6, club_id: 2 }), 'kk').link).toBe(
    '/cabinet/tournaments/6/teams/2',
  );
  expect(
    notificationView(note('departure_status', { status: 'empty-squad', tournament_id: 6, departure_id: 4 }), 'en'),
  ).toMatchObject({
    link: '/cabinet/tournaments/6/departures/4',
    titleKey: 'notifications.kinds.departure_status',
  });
  const unknown = notificationView(note('something_new', { link: 'https://elsewhere.example/' }), 'en');
  expect(unknown.titleKey).toBe('notifications.kinds.other');
  expect(unknown.link).toBeNull();
});

test('a reminder of an expiring document: days left as the title, whose document and until when, the person’s page', () => {
  const payload = {
    owner: 'player',
    person_id: 7,
    person: { kk: 'Омаров Қуаныш', ru: 'Омаров Куаныш', en: 'Omarov Kuanysh' },
    document_id: 12,
    document_type: 'identity',
    expires_at: '2026-03-15',
    days_left: 14,
    threshold: 14,
    club_id: 2,
    link: '/cabinet/players/omarov-kuanysh',
  };
  expect(notificationView(note('document_expiring', payload), 'en')).toEqual({
    titleKey: 'notifications.kinds.document_expiring',
    titleParams: null,
    title: 'A document expires in 14 days',
    subject: 'Omarov Kuanysh: “Copy of the identity document” is valid until 15.03.2026',
    people: null,
    status: null,
    reason: null,
    link: '/cabinet/players/omarov-kuanysh',
  });
  expect(notificationView(note('document_expiring', payload), 'ru')).toMatchObject({
    title: 'Срок документа истекает через 14 дней',
    subject: 'Омаров Куаныш: «Копия удостоверения личности» действует до 15.03.2026 включительно',
  });
  expect(notificationView(note('document_expiring', { ...payload, days_left: 3 }), 'kk')).toMatchObject({
    title: 'Құжаттың мерзімі 3 күннен кейін бітеді',
    subject: 'Омаров Қуаныш: «Жеке куәліктің көшірмесі» — 15.03.2026 дейін жарамды',
  });
  // A payload cut short still reads as a reminder, never as raw data; a foreign link is dropped.
  expect(
    notificationView(note('document_expiring', { person: payload.person, link: 'https://elsewhere.example/' }), 'en'),
  ).toMatchObject({
    title: null,
    subject: 'Omarov Kuanysh',
    link: null,
  });
});

test("an entry request's decision says accepted or refused in its title, with the names in the reader's language and the tournament's page", () => {
  const payload = {
    tournament_id: 9,
    team: { kk: 'Алтай 2012', ru: 'Алтай 2012', en: 'Altai 2012' },
    tournament: { kk: 'Кубок', ru: 'Кубок', en: 'Cup' },
    link: '/cabinet/tournaments/9',
  };
  const refused = notificationView(note('entry_decided', { ...payload, status: 'refused', reason: 'Full' }), 'en');
  expect(refused).toMatchObject({
    titleKey: 'notifications.kinds.entry_refused',
    subject: 'Altai 2012 · Cup',
    reason: 'Full',
    status: null,
    link: '/cabinet/tournaments/9',
  });
  expect(notificationView(note('entry_decided', { ...payload, status: 'accepted' }), 'kk').titleKey).toBe(
    'notifications.kinds.entry_accepted',
  );
  const asked = notificationView(note('entry_requested', { tournament_id: 9, team: payload.team }), 'ru');
  expect(asked).toMatchObject({
    titleKey: 'notifications.kinds.entry_requested',
    subject: 'Алтай 2012',
    link: '/cabinet/tournaments/9',
  });
});

test('a sending told to the league: one title with how many, by whom and to what, in the reader’s language', () => {
  const payload = {
    application_kind: 'player',
    count: 17,
    team: { kk: 'Алтай 2012', ru: 'Алтай 2012 (рус)', en: 'Altai 2012' },
    tournament: { kk: 'U-14 чемпионаты', ru: 'Чемпионат U-14', en: 'U-14 Championship' },
    link: '/cabinet/tournaments/3/teams/2',
  };
  expect(notificationView(note('application_sent', payload), 'ru')).toMatchObject({
    titleKey: 'notifications.grouped.sentPlayers',
    titleParams: { count: 17, team: 'Алтай 2012 (рус)', tournament: 'Чемпионат U-14' },
    subject: '',
    link: '/cabinet/tournaments/3/teams/2',
  });
  expect(
    notificationView(note('application_sent', { ...payload, application_kind: 'staff', count: 2 }), 'kk').titleParams,
  ).toEqual({ count: 2, team: 'Алтай 2012', tournament: 'U-14 чемпионаты' });
  expect(notificationView(note('application_sent', { ...payload, application_kind: 'staff' }), 'en').titleKey).toBe(
    'notifications.grouped.sentStaff',
  );
  // Without the names (an older payload) it keeps the kind's title.
  expect(notificationView(note('application_sent', { count: 3 }), 'en')).toMatchObject({
    titleKey: 'notifications.kinds.application_sent',
    titleParams: null,
  });
});

test('a departure names its match with the kick-off after the team and tournament', () => {
  const view = notificationView(
    note('departure_status', {
      status: 'submitted',
      team: { kk: 'Алтай', ru: 'Алтай (рус)', en: 'Altai' },
      tournament: { kk: 'Чемпионат', ru: 'Чемпионат U-14', en: 'U-14 Championship' },
      match: { kk: 'Алтай – Есіл', ru: 'Алтай (рус) – Есиль', en: 'Altai – Yessil' },
      match_date: '2026-03-07T09:00:00Z',
    }),
    'en',
  );
  expect(view.subject).toBe('Altai · U-14 Championship · Altai – Yessil, 7 March, 14:00');
});
