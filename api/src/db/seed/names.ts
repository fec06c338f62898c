// Names typical of Kazakhstan: kk in Kazakh Cyrillic, ru in Russian Cyrillic, en in Latin.
import type { Random } from './prng';

export type Triple = readonly [kk: string, ru: string, en: string];

export const KAZAKH_MALE: Triple[] = [
  ['Жәнібек', 'Жанибек', 'Zhanibek'],
  ['Нұрсұлтан', 'Нурсултан', 'Nursultan'],
  ['Айдос', 'Айдос', 'Aidos'],
  ['Ерлан', 'Ерлан', 'Yerlan'],
  ['Дәулет', 'Даулет', 'Daulet'],
  ['Арман', 'Арман', 'Arman'],
  ['Тимур', 'Тимур', 'Timur'],
  ['Әлихан', 'Алихан', 'Alikhan'],
  ['Нұрлан', 'Нурлан', 'Nurlan'],
  ['Бауыржан', 'Бауыржан', 'Baurzhan'],
  ['Ерасыл', 'Ерасыл', 'Yerassyl'],
  ['Әділет', 'Адилет', 'Adilet'],
  ['Санжар', 'Санжар', 'Sanzhar'],
  ['Мирас', 'Мирас', 'Miras'],
  ['Ерназар', 'Ерназар', 'Yernazar'],
  ['Бекзат', 'Бекзат', 'Bekzat'],
  ['Ақжол', 'Акжол', 'Akzhol'],
  ['Диас', 'Диас', 'Dias'],
  ['Әлішер', 'Алишер', 'Alisher'],
  ['Нұрислам', 'Нурислам', 'Nurislam'],
  ['Азамат', 'Азамат', 'Azamat'],
  ['Ержан', 'Ержан', 'Yerzhan'],
  ['Мағжан', 'Магжан', 'Magzhan'],
  ['Абылай', 'Абылай', 'Abylai'],
  ['Ернұр', 'Ернур', 'Yernur'],
  ['Нұрасыл', 'Нурасыл', 'Nurassyl'],
  ['Шыңғыс', 'Шынгыс', 'Shyngys'],
  ['Темірлан', 'Темирлан', 'Temirlan'],
  ['Рауан', 'Рауан', 'Rauan'],
  ['Ансар', 'Ансар', 'Ansar'],
  ['Жандос', 'Жандос', 'Zhandos'],
  ['Қуаныш', 'Куаныш', 'Kuanysh'],
  ['Аслан', 'Аслан', 'Aslan'],
  ['Рамазан', 'Рамазан', 'Ramazan'],
  ['Ильяс', 'Ильяс', 'Ilyas'],
  ['Амир', 'Амир', 'Amir'],
  ['Алдияр', 'Алдияр', 'Aldiyar'],
  ['Бекарыс', 'Бекарыс', 'Bekarys'],
  ['Елдос', 'Елдос', 'Yeldos'],
  ['Қайрат', 'Кайрат', 'Kairat'],
  ['Дамир', 'Дамир', 'Damir'],
  ['Медет', 'Медет', 'Medet'],
  ['Нұрдәулет', 'Нурдаулет', 'Nurdaulet'],
];

export const RUSSIAN_MALE: Triple[] = [
  ['Александр', 'Александр', 'Aleksandr'],
  ['Дмитрий', 'Дмитрий', 'Dmitriy'],
  ['Максим', 'Максим', 'Maksim'],
  ['Артём', 'Артём', 'Artyom'],
  ['Никита', 'Никита', 'Nikita'],
  ['Даниил', 'Даниил', 'Daniil'],
  ['Кирилл', 'Кирилл', 'Kirill'],
  ['Илья', 'Илья', 'Ilya'],
  ['Егор', 'Егор', 'Yegor'],
  ['Андрей', 'Андрей', 'Andrey'],
  ['Роман', 'Роман', 'Roman'],
  ['Михаил', 'Михаил', 'Mikhail'],
  ['Владислав', 'Владислав', 'Vladislav'],
  ['Матвей', 'Матвей', 'Matvey'],
];

export const KAZAKH_FEMALE: Triple[] = [
  ['Аружан', 'Аружан', 'Aruzhan'],
  ['Айгерім', 'Айгерим', 'Aigerim'],
  ['Дана', 'Дана', 'Dana'],
  ['Інжу', 'Инжу', 'Inzhu'],
  ['Томирис', 'Томирис', 'Tomiris'],
  ['Аяулым', 'Аяулым', 'Ayaulym'],
  ['Жансая', 'Жансая', 'Zhansaya'],
  ['Мадина', 'Мадина', 'Madina'],
  ['Әсел', 'Асель', 'Assel'],
  ['Назерке', 'Назерке', 'Nazerke'],
  ['Нұрай', 'Нурай', 'Nurai'],
  ['Айару', 'Айару', 'Aiaru'],
  ['Камила', 'Камила', 'Kamila'],
  ['Дильназ', 'Дильназ', 'Dilnaz'],
  ['Ақбота', 'Акбота', 'Akbota'],
  ['Балнұр', 'Балнур', 'Balnur'],
  ['Гүлназ', 'Гульназ', 'Gulnaz'],
  ['Әмина', 'Амина', 'Amina'],
  ['Жанерке', 'Жанерке', 'Zhanerke'],
  ['Ақниет', 'Акниет', 'Akniyet'],
  ['Салтанат', 'Салтанат', 'Saltanat'],
  ['Аида', 'Аида', 'Aida'],
];

export const RUSSIAN_FEMALE: Triple[] = [
  ['Анастасия', 'Анастасия', 'Anastasiya'],
  ['Полина', 'Полина', 'Polina'],
  ['Виктория', 'Виктория', 'Viktoriya'],
  ['Алина', 'Алина', 'Alina'],
  ['Софья', 'Софья', 'Sofya'],
  ['Дарья', 'Дарья', 'Darya'],
  ['Екатерина', 'Екатерина', 'Yekaterina'],
  ['Мария', 'Мария', 'Mariya'],
];

export interface Surname {
  name: Triple;
  /** -ов/-ев/-ин surnames take -а/-a in the feminine; Korean surnames do not change. */
  inflects: boolean;
}

const inflecting = (list: Triple[]): Surname[] => list.map((name) => ({ name, inflects: true }));

export const KAZAKH_SURNAMES: Surname[] = inflecting([
  ['Серікбаев', 'Серикбаев', 'Serikbayev'],
  ['Ахметов', 'Ахметов', 'Akhmetov'],
  ['Жұмабаев', 'Жумабаев', 'Zhumabayev'],
  ['Омаров', 'Омаров', 'Omarov'],
  ['Сейітов', 'Сеитов', 'Seitov'],
  ['Нұрланов', 'Нурланов', 'Nurlanov'],
  ['Қасымов', 'Касымов', 'Kassymov'],
  ['Әбдіров', 'Абдиров', 'Abdirov'],
  ['Бекмұхамбетов', 'Бекмухамбетов', 'Bekmukhambetov'],
  ['Исаев', 'Исаев', 'Issayev'],
  ['Мұратов', 'Муратов', 'Muratov'],
  ['Төлеубаев', 'Тулеубаев', 'Tuleubayev'],
  ['Ермеков', 'Ермеков', 'Yermekov'],
  ['Жақсылықов', 'Жаксылыков', 'Zhaksylykov'],
  ['Байжанов', 'Байжанов', 'Baizhanov'],
  ['Оспанов', 'Оспанов', 'Ospanov'],
  ['Садықов', 'Садыков', 'Sadykov'],
  ['Мамыров', 'Мамыров', 'Mamyrov'],
  ['Әлиев', 'Алиев', 'Aliyev'],
  ['Құдайбергенов', 'Кудайбергенов', 'Kudaibergenov'],
  ['Есімов', 'Есимов', 'Yessimov'],
  ['Жанұзақов', 'Жанузаков', 'Zhanuzakov'],
  ['Рахимов', 'Рахимов', 'Rakhimov'],
  ['Бектұров', 'Бектуров', 'Bekturov'],
  ['Сұлтанов', 'Султанов', 'Sultanov'],
  ['Тұрсынов', 'Турсынов', 'Tursynov'],
  ['Кенжебаев', 'Кенжебаев', 'Kenzhebayev'],
  ['Әбенов', 'Абенов', 'Abenov'],
  ['Дүйсенов', 'Дюсенов', 'Dyussenov'],
  ['Смағұлов', 'Смагулов', 'Smagulov'],
  ['Мұқанов', 'Муканов', 'Mukanov'],
  ['Сағынтаев', 'Сагинтаев', 'Sagintayev'],
  ['Нұрмағамбетов', 'Нурмагамбетов', 'Nurmagambetov'],
  ['Ізбасаров', 'Избасаров', 'Izbassarov'],
  ['Қалиев', 'Калиев', 'Kaliyev'],
  ['Тоқтаров', 'Токтаров', 'Toktarov'],
]);

export const RUSSIAN_SURNAMES: Surname[] = [
  ...inflecting([
    ['Иванов', 'Иванов', 'Ivanov'],
    ['Петров', 'Петров', 'Petrov'],
    ['Смирнов', 'Смирнов', 'Smirnov'],
    ['Кузнецов', 'Кузнецов', 'Kuznetsov'],
    ['Попов', 'Попов', 'Popov'],
    ['Волков', 'Волков', 'Volkov'],
    ['Фёдоров', 'Фёдоров', 'Fyodorov'],
    ['Морозов', 'Морозов', 'Morozov'],
    ['Соколов', 'Соколов', 'Sokolov'],
    ['Павлов', 'Павлов', 'Pavlov'],
    ['Лебедев', 'Лебедев', 'Lebedev'],
    ['Новиков', 'Новиков', 'Novikov'],
  ]),
  { name: ['Ким', 'Ким', 'Kim'], inflects: false },
  { name: ['Ли', 'Ли', 'Li'], inflects: false },
  { name: ['Пак', 'Пак', 'Pak'], inflects: false },
  { name: ['Цой', 'Цой', 'Tsoi'], inflects: false },
];

/** Kazakh fathers' names: the patronymic is name + ұлы/қызы (kk) and -ович/-овна (ru, en). */
export const KAZAKH_FATHERS: Triple[] = [
  ['Ерлан', 'Ерлан', 'Yerlan'],
  ['Нұрлан', 'Нурлан', 'Nurlan'],
  ['Асқар', 'Аскар', 'Askar'],
  ['Марат', 'Марат', 'Marat'],
  ['Серік', 'Серик', 'Serik'],
  ['Қайрат', 'Кайрат', 'Kairat'],
  ['Ғалым', 'Галым', 'Galym'],
  ['Болат', 'Болат', 'Bolat'],
  ['Руслан', 'Руслан', 'Ruslan'],
  ['Талғат', 'Талгат', 'Talgat'],
  ['Ержан', 'Ержан', 'Yerzhan'],
  ['Самат', 'Самат', 'Samat'],
  ['Данияр', 'Данияр', 'Daniyar'],
  ['Мұрат', 'Мурат', 'Murat'],
  ['Бауыржан', 'Бауыржан', 'Baurzhan'],
  ['Нұржан', 'Нуржан', 'Nurzhan'],
];

/** Russian patronymics: [masculine ru, masculine en, feminine ru, feminine en]. */
export const RUSSIAN_PATRONYMICS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Сергеевич', 'Sergeyevich', 'Сергеевна', 'Sergeyevna'],
  ['Александрович', 'Aleksandrovich', 'Александровна', 'Aleksandrovna'],
  ['Андреевич', 'Andreyevich', 'Андреевна', 'Andreyevna'],
  ['Викторович', 'Viktorovich', 'Викторовна', 'Viktorovna'],
  ['Олегович', 'Olegovich', 'Олеговна', 'Olegovna'],
  ['Игоревич', 'Igorevich', 'Игоревна', 'Igorevna'],
  ['Владимирович', 'Vladimirovich', 'Владимировна', 'Vladimirovna'],
  ['Дмитриевич', 'Dmitriyevich', 'Дмитриевна', 'Dmitriyevna'],
];

export interface PersonName {
  first: Triple;
  last: Triple;
  middle: Triple;
}

/** A plausible full name: about four in five Kazakh, the rest Russian (or Korean) families. */
export function personName(random: Random, gender: 'male' | 'female'): PersonName {
  const kazakh = random.chance(0.8);
  const female = gender === 'female';
  const first = random.pick(kazakh ? (female ? KAZAKH_FEMALE : KAZAKH_MALE) : female ? RUSSIAN_FEMALE : RUSSIAN_MALE);
  const surname = random.pick(kazakh ? KAZAKH_SURNAMES : RUSSIAN_SURNAMES);
  const last: Triple =
    female && surname.inflects ? [`${surname.name[0]}а`, `${surname.name[1]}а`, `${surname.name[2]}a`] : surname.name;
  let middle: Triple;
  if (kazakh) {
    const [kk, ru, en] = random.pick(KAZAKH_FATHERS);
    middle = female ? [`${kk}қызы`, `${ru}овна`, `${en}ovna`] : [`${kk}ұлы`, `${ru}ович`, `${en}ovich`];
  } else {
    const [mRu, mEn, fRu, fEn] = random.pick(RUSSIAN_PATRONYMICS);
    middle = female ? [fRu, fRu, fEn] : [mRu, mRu, mEn];
  }
  return { first, last, middle };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
