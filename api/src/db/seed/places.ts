// Geography and clubs of the demo league: real Kazakh cities and stadiums, invented clubs.
import type { Triple } from './names';

export const COUNTRIES: Array<{ code: string; title: Triple }> = [
  { code: 'KZ', title: ['Қазақстан', 'Казахстан', 'Kazakhstan'] },
  { code: 'RU', title: ['Ресей', 'Россия', 'Russia'] },
  { code: 'UZ', title: ['Өзбекстан', 'Узбекистан', 'Uzbekistan'] },
  { code: 'KG', title: ['Қырғызстан', 'Кыргызстан', 'Kyrgyzstan'] },
];

export interface CitySeed {
  slug: string;
  title: Triple;
  stadiums: Array<{ slug: string; title: Triple; address: Triple; capacity: number; lat: number; lng: number }>;
}

export const CITIES: CitySeed[] = [
  {
    slug: 'almaty',
    title: ['Алматы', 'Алматы', 'Almaty'],
    stadiums: [
      {
        slug: 'almaty-central',
        title: ['Орталық стадион', 'Центральный стадион', 'Central Stadium'],
        address: ['Абай даңғылы, 48', 'проспект Абая, 48', '48 Abai Avenue'],
        capacity: 23804,
        lat: 43.2385,
        lng: 76.9221,
      },
      {
        slug: 'almaty-spartak',
        title: ['«Спартак» стадионы', 'Стадион «Спартак»', 'Spartak Stadium'],
        address: ['Жамбыл көшесі, 55', 'улица Жамбыла, 55', '55 Zhambyl Street'],
        capacity: 2000,
        lat: 43.2485,
        lng: 76.9379,
      },
    ],
  },
  {
    slug: 'astana',
    title: ['Астана', 'Астана', 'Astana'],
    stadiums: [
      {
        slug: 'astana-arena',
        title: ['«Астана Арена»', '«Астана Арена»', 'Astana Arena'],
        address: ['Тұран даңғылы, 48', 'проспект Туран, 48', '48 Turan Avenue'],
        capacity: 30000,
        lat: 51.1083,
        lng: 71.4026,
      },
      {
        slug: 'astana-kazhymukan',
        title: ['Қажымұқан атындағы стадион', 'Стадион имени Кажымукана', 'Kazhymukan Stadium'],
        address: ['Қажымұқан көшесі, 6', 'улица Кажымукана, 6', '6 Kazhymukan Street'],
        capacity: 12350,
        lat: 51.1541,
        lng: 71.4512,
      },
    ],
  },
  {
    slug: 'shymkent',
    title: ['Шымкент', 'Шымкент', 'Shymkent'],
    stadiums: [
      {
        slug: 'shymkent-kazhymukan',
        title: [
          'Қажымұқан Мұңайтпасов атындағы стадион',
          'Стадион имени Кажымукана Мунайтпасова',
          'Kazhymukan Munaitpasov Stadium',
        ],
        address: ['Тәуке хан даңғылы, 2', 'проспект Тауке хана, 2', '2 Tauke Khan Avenue'],
        capacity: 20000,
        lat: 42.3143,
        lng: 69.5937,
      },
    ],
  },
  {
    slug: 'karaganda',
    title: ['Қарағанды', 'Караганда', 'Karaganda'],
    stadiums: [
      {
        slug: 'karaganda-shakhtyor',
        title: ['«Шахтер» стадионы', 'Стадион «Шахтёр»', 'Shakhtyor Stadium'],
        address: ['Бұқар жырау даңғылы, 51', 'проспект Бухар жырау, 51', '51 Bukhar Zhyrau Avenue'],
        capacity: 19500,
        lat: 49.8047,
        lng: 73.0891,
      },
    ],
  },
  {
    slug: 'aktobe',
    title: ['Ақтөбе', 'Актобе', 'Aktobe'],
    stadiums: [
      {
        slug: 'aktobe-central',
        title: ['Ақтөбе орталық стадионы', 'Центральный стадион Актобе', 'Aktobe Central Stadium'],
        address: ['Абай даңғылы, 1', 'проспект Абая, 1', '1 Abai Avenue'],
        capacity: 12800,
        lat: 50.2839,
        lng: 57.1669,
      },
    ],
  },
  {
    slug: 'atyrau',
    title: ['Атырау', 'Атырау', 'Atyrau'],
    stadiums: [
      {
        slug: 'atyrau-munaishy',
        title: ['«Мұнайшы» стадионы', 'Стадион «Мунайшы»', 'Munaishy Stadium'],
        address: ['Сәтбаев даңғылы, 1', 'проспект Сатпаева, 1', '1 Satbayev Avenue'],
        capacity: 8900,
        lat: 47.1067,
        lng: 51.9142,
      },
    ],
  },
  {
    slug: 'taraz',
    title: ['Тараз', 'Тараз', 'Taraz'],
    stadiums: [
      {
        slug: 'taraz-central',
        title: ['Тараз орталық стадионы', 'Центральный стадион Тараза', 'Taraz Central Stadium'],
        address: ['Төле би көшесі, 51', 'улица Толе би, 51', '51 Tole Bi Street'],
        capacity: 12525,
        lat: 42.9003,
        lng: 71.3781,
      },
    ],
  },
  {
    slug: 'kostanay',
    title: ['Қостанай', 'Костанай', 'Kostanay'],
    stadiums: [
      {
        slug: 'kostanay-central',
        title: ['Қостанай орталық стадионы', 'Центральный стадион Костаная', 'Kostanay Central Stadium'],
        address: ['Байтұрсынов көшесі, 84', 'улица Байтурсынова, 84', '84 Baitursynov Street'],
        capacity: 7500,
        lat: 53.2144,
        lng: 63.6246,
      },
    ],
  },
  {
    slug: 'oskemen',
    title: ['Өскемен', 'Усть-Каменогорск', 'Oskemen'],
    stadiums: [
      {
        slug: 'oskemen-vostok',
        title: ['«Восток» стадионы', 'Стадион «Восток»', 'Vostok Stadium'],
        address: ['Қазақстан көшесі, 32', 'улица Казахстан, 32', '32 Kazakhstan Street'],
        capacity: 8500,
        lat: 49.9483,
        lng: 82.6279,
      },
    ],
  },
  {
    slug: 'oral',
    title: ['Орал', 'Уральск', 'Oral'],
    stadiums: [
      {
        slug: 'oral-atoyan',
        title: ['Петр Атоян атындағы стадион', 'Стадион имени Петра Атояна', 'Pyotr Atoyan Stadium'],
        address: ['Досмұхамедов көшесі, 42', 'улица Досмухамедова, 42', '42 Dosmukhamedov Street'],
        capacity: 8320,
        lat: 51.2333,
        lng: 51.3667,
      },
    ],
  },
  {
    slug: 'turkistan',
    title: ['Түркістан', 'Туркестан', 'Turkistan'],
    stadiums: [
      {
        slug: 'turkistan-arena',
        title: ['«Түркістан Арена»', '«Туркестан Арена»', 'Turkistan Arena'],
        address: ['Тәуке хан даңғылы, 300', 'проспект Тауке хана, 300', '300 Tauke Khan Avenue'],
        capacity: 7000,
        lat: 43.2973,
        lng: 68.2518,
      },
    ],
  },
  {
    slug: 'kokshetau',
    title: ['Көкшетау', 'Кокшетау', 'Kokshetau'],
    stadiums: [
      {
        slug: 'kokshetau-okzhetpes',
        title: ['«Оқжетпес» стадионы', 'Стадион «Окжетпес»', 'Okzhetpes Stadium'],
        address: ['Абай көшесі, 78', 'улица Абая, 78', '78 Abai Street'],
        capacity: 4158,
        lat: 53.2833,
        lng: 69.3833,
      },
    ],
  },
  {
    slug: 'kyzylorda',
    title: ['Қызылорда', 'Кызылорда', 'Kyzylorda'],
    stadiums: [
      {
        slug: 'kyzylorda-muratbayev',
        title: ['Ғани Мұратбаев атындағы стадион', 'Стадион имени Гани Муратбаева', 'Gani Muratbayev Stadium'],
        address: ['Әйтеке би көшесі, 29', 'улица Айтеке би, 29', '29 Aiteke Bi Street'],
        capacity: 7500,
        lat: 44.8488,
        lng: 65.4823,
      },
    ],
  },
  {
    slug: 'pavlodar',
    title: ['Павлодар', 'Павлодар', 'Pavlodar'],
    stadiums: [
      {
        slug: 'pavlodar-central',
        title: ['Павлодар орталық стадионы', 'Центральный стадион Павлодара', 'Pavlodar Central Stadium'],
        address: ['Ломов көшесі, 45', 'улица Ломова, 45', '45 Lomov Street'],
        capacity: 11828,
        lat: 52.2873,
        lng: 76.9674,
      },
    ],
  },
];

export interface ClubSeed {
  slug: string;
  title: Triple;
  city: string;
  founded: number;
  /** Home and away uniform colour keys. */
  colors: [string, string];
}

/** Invented youth academies, one per city; the first twelve make the normal-size league. */
export const CLUBS: ClubSeed[] = [
  { slug: 'alatau', title: ['Алатау', 'Алатау', 'Alatau'], city: 'almaty', founded: 2008, colors: ['red', 'white'] },
  { slug: 'yessil', title: ['Есіл', 'Есиль', 'Yessil'], city: 'astana', founded: 2011, colors: ['sky-blue', 'yellow'] },
  { slug: 'kyran', title: ['Қыран', 'Кыран', 'Kyran'], city: 'shymkent', founded: 2009, colors: ['blue', 'white'] },
  {
    slug: 'kenshiler',
    title: ['Кеншілер', 'Кеншилер', 'Kenshiler'],
    city: 'karaganda',
    founded: 2005,
    colors: ['orange', 'black'],
  },
  { slug: 'zhuldyz', title: ['Жұлдыз', 'Жулдыз', 'Zhuldyz'], city: 'aktobe', founded: 2010, colors: ['red', 'blue'] },
  { slug: 'zhaiyk', title: ['Жайық', 'Жайык', 'Zhaiyk'], city: 'atyrau', founded: 2012, colors: ['yellow', 'black'] },
  {
    slug: 'auliye-ata',
    title: ['Әулие-Ата', 'Аулие-Ата', 'Auliye-Ata'],
    city: 'taraz',
    founded: 2007,
    colors: ['black', 'white'],
  },
  { slug: 'arlan', title: ['Арлан', 'Арлан', 'Arlan'], city: 'kostanay', founded: 2013, colors: ['blue', 'red'] },
  { slug: 'altai', title: ['Алтай', 'Алтай', 'Altai'], city: 'oskemen', founded: 2006, colors: ['green', 'white'] },
  { slug: 'sunkar', title: ['Сұңқар', 'Сункар', 'Sunkar'], city: 'oral', founded: 2014, colors: ['white', 'green'] },
  { slug: 'turan', title: ['Тұран', 'Туран', 'Turan'], city: 'turkistan', founded: 2015, colors: ['claret', 'white'] },
  {
    slug: 'burabay',
    title: ['Бурабай', 'Бурабай', 'Burabay'],
    city: 'kokshetau',
    founded: 2010,
    colors: ['green', 'yellow'],
  },
  {
    slug: 'syrdariya',
    title: ['Сырдария', 'Сырдарья', 'Syrdariya'],
    city: 'kyzylorda',
    founded: 2009,
    colors: ['yellow', 'blue'],
  },
  {
    slug: 'kereku',
    title: ['Кереку', 'Кереку', 'Kereku'],
    city: 'pavlodar',
    founded: 2011,
    colors: ['orange', 'blue'],
  },
];

/** Uniform colours as hex (the same shades the public site shows). */
export const COLOR_HEX: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  red: '#c62828',
  blue: '#1565c0',
  'sky-blue': '#4fc3f7',
  yellow: '#fdd835',
  green: '#2e7d32',
  orange: '#ef6c00',
  claret: '#7b1f1f',
};

export const COLORS: Array<{ key: string; title: Triple }> = [
  { key: 'red', title: ['Қызыл', 'Красный', 'Red'] },
  { key: 'blue', title: ['Көк', 'Синий', 'Blue'] },
  { key: 'sky-blue', title: ['Көгілдір', 'Голубой', 'Sky blue'] },
  { key: 'white', title: ['Ақ', 'Белый', 'White'] },
  { key: 'yellow', title: ['Сары', 'Жёлтый', 'Yellow'] },
  { key: 'green', title: ['Жасыл', 'Зелёный', 'Green'] },
  { key: 'black', title: ['Қара', 'Чёрный', 'Black'] },
  { key: 'orange', title: ['Қызғылт сары', 'Оранжевый', 'Orange'] },
  { key: 'claret', title: ['Күрең', 'Бордовый', 'Claret'] },
];
