// The e-mail of a notification that asks for action (ADR 0180): a subject and a plain-text body in
// the reader's language (the user's own, ADR 0189), naming the team, the tournament and, for a
// departure, the match — the names read in that language when the mail is written (ids in the
// payload, titles from the database), as the in-app list does.
import type { DocumentExpiringPayload } from '@league/shared/contracts';
import { documentReminderText, enumLabel } from '@league/shared/labels';
import type { Texts } from './notifications.repository';

export interface MailNames {
  team: Texts | null;
  tournament: Texts | null;
  match: { host: Texts; guest: Texts; date_time: string | null } | null;
}

const STRINGS = {
  kk: {
    application_sent: (n: number, team: string, tournament: string) =>
      `${team} командасы «${tournament}» турниріне ${n} өтінім жіберді`,
    application_rejected: (n: number, team: string, tournament: string) =>
      `${team}: «${tournament}» турниріне ${n} өтінім қабылданбады`,
    departure_sent: (team: string, match: string) => `${team} сапар құрамын жіберді: ${match}`,
    departure_status: (team: string, match: string, status: string) => `${team} сапары (${match}): ${status}`,
    entry_requested: (team: string, tournament: string) =>
      `${team} командасы «${tournament}» турниріне қатысуға өтінім берді`,
    appointment_offered: (match: string, role: string) => `Сізге матчқа тағайындау ұсынылды (${role}): ${match}`,
    entry_accepted: (team: string, tournament: string) => `${team} командасы «${tournament}» турниріне қабылданды`,
    entry_refused: (team: string, tournament: string) =>
      `${team} командасының «${tournament}» турниріне қатысу өтінімі қабылданбады`,
    reason: 'Себебі',
    open: 'Ашу',
    footer:
      'Бұл хабарлама кабинеттегі хабарламалар тізімінде де бар. Хатты жеке кабинеттегі «Аккаунт» бетінде өшіруге болады.',
  },
  ru: {
    application_sent: (n: number, team: string, tournament: string) =>
      `${team} отправила заявки на «${tournament}»: ${n}`,
    application_rejected: (n: number, team: string, tournament: string) =>
      `${team}: отклонены заявки на «${tournament}»: ${n}`,
    departure_sent: (team: string, match: string) => `${team} отправила состав выезда: ${match}`,
    departure_status: (team: string, match: string, status: string) => `Выезд ${team} (${match}): ${status}`,
    entry_requested: (team: string, tournament: string) => `${team} просит включить её в турнир «${tournament}»`,
    appointment_offered: (match: string, role: string) => `Вам предложено назначение на матч (${role}): ${match}`,
    entry_accepted: (team: string, tournament: string) => `${team} включена в турнир «${tournament}»`,
    entry_refused: (team: string, tournament: string) =>
      `${team}: заявка на участие в турнире «${tournament}» отклонена`,
    reason: 'Причина',
    open: 'Открыть',
    footer: 'Это уведомление есть и в списке уведомлений кабинета. Письма можно отключить на странице «Аккаунт».',
  },
  en: {
    application_sent: (n: number, team: string, tournament: string) =>
      `${team} sent ${n} application${n === 1 ? '' : 's'} to ${tournament}`,
    application_rejected: (n: number, team: string, tournament: string) =>
      `${team}: ${n} application${n === 1 ? '' : 's'} to ${tournament} rejected`,
    departure_sent: (team: string, match: string) => `${team} sent a departure squad: ${match}`,
    departure_status: (team: string, match: string, status: string) => `${team}'s departure (${match}): ${status}`,
    entry_requested: (team: string, tournament: string) => `${team} asks to enter ${tournament}`,
    appointment_offered: (match: string, role: string) => `You are offered an appointment (${role}): ${match}`,
    entry_accepted: (team: string, tournament: string) => `${team} has entered ${tournament}`,
    entry_refused: (team: string, tournament: string) => `${team}: the request to enter ${tournament} was refused`,
    reason: 'Reason',
    open: 'Open',
    footer:
      'This notification is also in the cabinet’s list of notifications. E-mail can be turned off on the Account page.',
  },
} as const;

type Locale = 'kk' | 'ru' | 'en';
/** A cabinet path in a language (kk, the default, unprefixed — as the browser's locale paths). */
const localizePath = (path: string, language: Locale) => (language === 'kk' ? path : `/${language}${path}`);

const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');

/** The subject and body of a notification's e-mail in `language`; null for a kind that is not e-mailed. */
export function mailOf(
  kind: string,
  payload: Record<string, unknown>,
  names: MailNames,
  language: Locale,
  publicUrl: string,
): { subject: string; text: string } | null {
  const s = STRINGS[language];
  const team = names.team?.[language] ?? '';
  const tournament = names.tournament?.[language] ?? '';
  const match = names.match
    ? [`${names.match.host[language]} – ${names.match.guest[language]}`, day(names.match.date_time)]
        .filter(Boolean)
        .join(', ')
    : '';
  const count = typeof payload.count === 'number' ? payload.count : 1;
  const reason = typeof payload.reason === 'string' && payload.reason ? payload.reason : null;
  let subject: string;
  if (kind === 'application_sent') subject = s.application_sent(count, team, tournament);
  else if (kind === 'application_status' && payload.status === 'rejected')
    subject = s.application_rejected(count, team, tournament);
  else if (kind === 'departure_sent') subject = s.departure_sent(team, match);
  else if (kind === 'departure_status')
    subject = s.departure_status(team, match, enumLabel('departureStatus', String(payload.status ?? ''), language));
  else if (kind === 'entry_requested') subject = s.entry_requested(team, tournament);
  else if (kind === 'entry_decided')
    subject = payload.status === 'accepted' ? s.entry_accepted(team, tournament) : s.entry_refused(team, tournament);
  else if (kind === 'appointment_offered')
    subject = s.appointment_offered(match, enumLabel('refereeRole', String(payload.role ?? ''), language));
  else if (kind === 'document_expiring') {
    // The reminder's own words (the in-app list's), with whose document and until when.
    const reminder = documentReminderText(payload as unknown as DocumentExpiringPayload, language);
    subject = `${reminder.title}: ${reminder.line}`;
  } else return null;
  const link =
    typeof payload.link === 'string' && payload.link.startsWith('/cabinet/') ? payload.link : '/cabinet/notifications';
  const lines = [
    subject,
    ...(kind.startsWith('departure') && tournament ? [tournament] : []),
    ...(reason ? [`${s.reason}: ${reason}`] : []),
    '',
    `${s.open}: ${publicUrl.replace(/\/$/, '')}${localizePath(link, language)}`,
    '',
    s.footer,
  ];
  return { subject, text: lines.join('\n') };
}
