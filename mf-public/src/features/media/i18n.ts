export const i18n = {
  kk: {
    media: {
      title: 'Медиа',
      description: 'Лига матчтары мен іс-шараларының фотоальбомдары.',
      empty: 'Әзірге альбом жоқ',
      photos: '{{count}} фото',
      noPhotos: 'Бұл альбомда әзірге фото жоқ',
      photoOf: '{{title}}: {{index}}-фото',
      openFull: 'Фотоны толық өлшемде ашу',
      back: 'Барлық альбомдар',
    },
  },
  ru: {
    media: {
      title: 'Медиа',
      description: 'Фотоальбомы матчей и событий лиги.',
      empty: 'Альбомов пока нет',
      photos: 'Фото: {{count}}',
      noPhotos: 'В этом альбоме пока нет фото',
      photoOf: '{{title}}: фото {{index}}',
      openFull: 'Открыть фото в полном размере',
      back: 'Все альбомы',
    },
  },
  en: {
    media: {
      title: 'Media',
      description: 'Photo albums of league matches and events.',
      empty: 'No albums yet',
      photos: '{{count}} photos',
      noPhotos: 'No photos in this album yet',
      photoOf: '{{title}}: photo {{index}}',
      openFull: 'Open the photo in full size',
      back: 'All albums',
    },
  },
} as const;
