import { disqualificationStrings } from './features/applications/disqualify-strings';
import { applicationsStrings } from './features/applications/strings';
import { notificationsStrings } from './features/notifications/strings';
import { scheduleStrings } from './features/schedule/strings';
import { seasonsStrings } from './features/seasons/strings';
import { tournamentStrings } from './features/tournaments/strings';

export const resources = {
  kk: {
    ...tournamentStrings.kk,
    ...scheduleStrings.kk,
    ...applicationsStrings.kk,
    ...disqualificationStrings.kk,
    ...notificationsStrings.kk,
    ...seasonsStrings.kk,
    list: {
      title: 'Турнирлер',
      name: 'Атауы',
      season: 'Маусым',
      status: 'Күйі',
      teams: 'Командалар',
      active: 'Белсенді',
      finished: 'Аяқталған',
      inactive: 'Белсенді емес',
      main: 'Негізгі',
      onlyMain: 'Негізгі',
      notMain: 'Негізгі емес',
      empty: 'Турнирлер әлі жоқ',
    },
  },
  ru: {
    ...tournamentStrings.ru,
    ...scheduleStrings.ru,
    ...applicationsStrings.ru,
    ...disqualificationStrings.ru,
    ...notificationsStrings.ru,
    ...seasonsStrings.ru,
    list: {
      title: 'Турниры',
      name: 'Название',
      season: 'Сезон',
      status: 'Статус',
      teams: 'Команды',
      active: 'Активный',
      finished: 'Завершён',
      inactive: 'Неактивный',
      main: 'Главный',
      onlyMain: 'Главный',
      notMain: 'Не главные',
      empty: 'Турниров пока нет',
    },
  },
  en: {
    ...tournamentStrings.en,
    ...scheduleStrings.en,
    ...applicationsStrings.en,
    ...disqualificationStrings.en,
    ...notificationsStrings.en,
    ...seasonsStrings.en,
    list: {
      title: 'Tournaments',
      name: 'Name',
      season: 'Season',
      status: 'Status',
      teams: 'Teams',
      active: 'Active',
      finished: 'Finished',
      inactive: 'Inactive',
      main: 'Main',
      onlyMain: 'Main',
      notMain: 'Not main',
      empty: 'No tournaments yet',
    },
  },
} as const;
