export const i18n = {
  kk: {
    documents: {
      title: 'Құжаттар',
      description: 'Лига ережелері, регламенттері және басқа да ресми құжаттары.',
      empty: 'Әзірге құжат жоқ',
      other: 'Басқа құжаттар',
    },
  },
  ru: {
    documents: {
      title: 'Документы',
      description: 'Положения, регламенты и другие официальные документы лиги.',
      empty: 'Документов пока нет',
      other: 'Другие документы',
    },
  },
  en: {
    documents: {
      title: 'Documents',
      description: 'Rules, regulations and other official documents of the league.',
      empty: 'No documents yet',
      other: 'Other documents',
    },
  },
} as const;
