import { applicationsStrings } from './features/applications/strings';
import { notificationsStrings } from './features/notifications/strings';

export const resources = {
  kk: {
    ...applicationsStrings.kk,
    ...notificationsStrings.kk,
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
      empty: 'Турнирлер әлі жоқ',
    },
  },
  ru: {
    ...applicationsStrings.ru,
    ...notificationsStrings.ru,
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
      empty: 'Турниров пока нет',
    },
  },
  en: {
    ...applicationsStrings.en,
    ...notificationsStrings.en,
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
      empty: 'No tournaments yet',
    },
  },
} as const;
