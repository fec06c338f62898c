import { departuresStrings } from './features/departures/strings';
import { matchDayStrings } from './features/protocol/match-day-strings';
import { outboxStrings } from './features/protocol/outbox/outbox-strings';
import { protocolStrings } from './features/protocol/strings';
import { lineupStrings } from './features/protocol/squad/strings';
import { sheetStrings } from './features/protocol/sheet/sheet-strings';
import { appointmentsStrings } from './features/appointments/strings';
import { suspensionsStrings } from './features/protocol/squad/suspensions-strings';

export const resources = {
  kk: {
    ...protocolStrings.kk,
    ...lineupStrings.kk,
    ...suspensionsStrings.kk,
    matches: {
      title: 'Менің матчтарым',
      date: 'Күні',
      match: 'Матч',
      tournament: 'Турнир',
      role: 'Рөлі',
      status: 'Күйі',
      empty: 'Сізге тағайындалған матчтар жоқ',
      today: 'Бүгін',
      all: 'Матчтар',
      open: 'Хаттама',
      openOnly: 'Ашық хаттамалар',
    },
    departures: departuresStrings.kk,
    matchDay: matchDayStrings.kk,
    outbox: outboxStrings.kk,
    sheet: sheetStrings.kk,
    appointments: appointmentsStrings.kk,
  },
  ru: {
    ...protocolStrings.ru,
    ...lineupStrings.ru,
    ...suspensionsStrings.ru,
    matches: {
      title: 'Мои матчи',
      date: 'Дата',
      match: 'Матч',
      tournament: 'Турнир',
      role: 'Роль',
      status: 'Статус',
      empty: 'Назначенных вам матчей нет',
      today: 'Сегодня',
      all: 'Матчи',
      open: 'Протокол',
      openOnly: 'Открытые протоколы',
    },
    departures: departuresStrings.ru,
    matchDay: matchDayStrings.ru,
    outbox: outboxStrings.ru,
    sheet: sheetStrings.ru,
    appointments: appointmentsStrings.ru,
  },
  en: {
    ...protocolStrings.en,
    ...lineupStrings.en,
    ...suspensionsStrings.en,
    matches: {
      title: 'My matches',
      date: 'Date',
      match: 'Match',
      tournament: 'Tournament',
      role: 'Role',
      status: 'Status',
      empty: 'No matches are assigned to you',
      today: 'Today',
      all: 'Matches',
      open: 'Protocol',
      openOnly: 'Open protocols',
    },
    departures: departuresStrings.en,
    matchDay: matchDayStrings.en,
    outbox: outboxStrings.en,
    sheet: sheetStrings.en,
    appointments: appointmentsStrings.en,
  },
} as const;
