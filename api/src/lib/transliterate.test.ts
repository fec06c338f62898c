import { prefixTsQuery, searchKey, searchKeySql, toRuLike, transliterate } from './transliterate';

describe('toRuLike (Kazakh letters folded to their Russian look-alikes)', () => {
  test('folds ә ғ қ ң ө ұ ү һ і in both cases', () => {
    expect(toRuLike('әғқңөұүһі')).toBe('агкноуухи');
    expect(toRuLike('ӘҒҚҢӨҰҮҺІ')).toBe('АГКНОУУХИ');
    expect(toRuLike('Жәнібек Қасымұлы')).toBe('Жанибек Касымулы');
  });
  test('leaves Russian and Latin text alone', () => {
    expect(toRuLike('Жанибек Zhanibek 10')).toBe('Жанибек Zhanibek 10');
  });
});

describe('transliterate (kk/ru → Latin)', () => {
  test.each([
    ['Жәнібек', 'Zhanibek'],
    ['Жанибек', 'Zhanibek'],
    ['Қасымов', 'Kasymov'],
    ['Өмірзақ', 'Omirzak'],
    ['Щукин', 'Shchukin'],
    ['Юлия Яковлева', 'Yuliya Yakovleva'],
    ['Хабиб', 'Khabib'],
    ['Ұлан', 'Ulan'],
    ['Айгүл', 'Aygul'],
    ['Мұхтар', 'Mukhtar'],
    ['Подъезд', 'Podezd'],
    ['ЦСКА', 'TsSKA'],
    ['«Қайрат» U-14', '«Kayrat» U-14'],
    ['Zhanibek', 'Zhanibek'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });
});

describe('searchKey', () => {
  test('Cyrillic Kazakh, Russian spelling and Latin give the same key', () => {
    const keys = ['Жәнібек', 'Жанибек', 'ЖАНИБЕК', 'Zhanibek', 'ZHANIBEK', 'Janibek', 'жәнібек'].map(searchKey);
    expect(new Set(keys)).toEqual(new Set(['zhanibek']));
  });

  test('loose Latin spellings meet the Cyrillic ones', () => {
    expect(searchKey('Мұхтар')).toBe(searchKey('Mukhtar'));
    expect(searchKey('Мұхтар')).toBe(searchKey('Muhtar'));
    expect(searchKey('Шыңғыс')).toBe(searchKey('Shyngys'));
    expect(searchKey('Қайрат')).toBe(searchKey('Qairat'));
    expect(searchKey('Юрий')).toBe(searchKey('Yurii'));
  });

  test('punctuation becomes word breaks; digits are kept', () => {
    expect(searchKey('«Қайрат» U-14 (2012)')).toBe('kairat u 14 2012');
    expect(searchKey('  a   b  ')).toBe('a b');
    expect(searchKey('!!!')).toBe('');
    expect(searchKey(null)).toBe('');
  });

  test('the SQL expression is built from the same tables and quotes safely', () => {
    const sql = searchKeySql('name');
    expect(sql).toContain("translate(name, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҒҚҢӨҰҮҺІ'");
    expect(sql).toContain('replace(');
    expect(sql.startsWith('btrim(regexp_replace(')).toBe(true);
  });
});

describe('prefixTsQuery', () => {
  test('each word becomes a prefix term', () => {
    expect(prefixTsQuery('Жәнібек Қас')).toBe('zhanibek:* & kas:*');
  });
  test('nothing searchable → null; at most six words; no tsquery operators survive', () => {
    expect(prefixTsQuery('   ')).toBeNull();
    expect(prefixTsQuery("'&|!():*")).toBeNull();
    expect(prefixTsQuery('a b c d e f g h')).toBe('a:* & b:* & c:* & d:* & e:* & f:*');
  });
});
