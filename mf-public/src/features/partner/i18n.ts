export const i18n = {
  kk: {
    partner: {
      title: 'Бас серіктес',
      description: 'Жасөспірімдер футбол лигасының бас серіктесі.',
      services: 'Топ қызметтері',
      stats: 'Сандар',
      reliability: 'Неге сенуге болады',
      partners: 'Лига серіктестері',
      logoOf: '{{name}} логотипі',
    },
  },
  ru: {
    partner: {
      title: 'Генеральный партнёр',
      description: 'Генеральный партнёр юношеской футбольной лиги.',
      services: 'Услуги группы',
      stats: 'Цифры',
      reliability: 'Почему нам доверяют',
      partners: 'Партнёры лиги',
      logoOf: 'Логотип: {{name}}',
    },
  },
  en: {
    partner: {
      title: 'General partner',
      description: 'The general partner of the youth football league.',
      services: 'Group services',
      stats: 'Figures',
      reliability: 'Why you can rely on us',
      partners: 'League partners',
      logoOf: '{{name}} logo',
    },
  },
} as const;
