export const i18n = {
  kk: {
    advertising: {
      title: 'Жарнама',
      description: 'Лига сайтында және матчтарда жарнама орналастыру мүмкіндіктері.',
      empty: 'Жарнама туралы ақпарат жақында пайда болады',
      formats: 'Жарнама форматтары',
      banner: 'Жарнама баннері',
    },
  },
  ru: {
    advertising: {
      title: 'Реклама',
      description: 'Возможности размещения рекламы на сайте и матчах лиги.',
      empty: 'Информация о рекламе скоро появится',
      formats: 'Рекламные форматы',
      banner: 'Рекламный баннер',
    },
  },
  en: {
    advertising: {
      title: 'Advertising',
      description: 'Advertising opportunities on the league website and at matches.',
      empty: 'Advertising information is coming soon',
      formats: 'Advertising formats',
      banner: 'Advertising banner',
    },
  },
} as const;
