import { departuresStrings } from './features/departures/strings';

export const resources = {
  kk: {
    matches: {
      title: 'Менің матчтарым',
      date: 'Күні',
      match: 'Матч',
      tournament: 'Турнир',
      role: 'Рөлі',
      status: 'Күйі',
      empty: 'Сізге тағайындалған матчтар жоқ',
    },
    departures: departuresStrings.kk,
  },
  ru: {
    matches: {
      title: 'Мои матчи',
      date: 'Дата',
      match: 'Матч',
      tournament: 'Турнир',
      role: 'Роль',
      status: 'Статус',
      empty: 'Назначенных вам матчей нет',
    },
    departures: departuresStrings.ru,
  },
  en: {
    matches: {
      title: 'My matches',
      date: 'Date',
      match: 'Match',
      tournament: 'Tournament',
      role: 'Role',
      status: 'Status',
      empty: 'No matches are assigned to you',
    },
    departures: departuresStrings.en,
  },
} as const;
