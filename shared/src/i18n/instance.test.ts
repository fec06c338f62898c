// Strings by language (ADR 0203): a namespace registered with loaders loads the asked language only.
import { i18n, initI18n, addNamespace, isLanguageLoaded, loadLanguage } from './instance';

describe('loadLanguage', () => {
  beforeAll(() => {
    initI18n('kk');
  });

  it('loads a remote namespace in the asked language only, once, before its strings are read', async () => {
    const kk = jest.fn(async () => ({ title: 'Турнирлер' }));
    const ru = jest.fn(async () => ({ title: 'Турниры' }));
    const en = jest.fn(async () => ({ title: 'Tournaments' }));
    addNamespace('strings-test', { kk, ru, en });

    expect(isLanguageLoaded('ru')).toBe(false);
    expect(i18n.exists('strings-test:title', { lng: 'ru' })).toBe(false);

    await Promise.all([loadLanguage('ru'), loadLanguage('ru')]);

    expect(isLanguageLoaded('ru')).toBe(true);
    expect(i18n.getFixedT('ru', 'strings-test')('title')).toBe('Турниры');
    expect(ru).toHaveBeenCalledTimes(1);
    expect(kk).not.toHaveBeenCalled();
    expect(en).not.toHaveBeenCalled();
    expect(isLanguageLoaded('en')).toBe(false);
  });

  it('tries a failed language again on the next call', async () => {
    const ru = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ title: 'Матчи' });
    addNamespace('strings-retry', { kk: { title: 'Матчтар' }, ru, en: { title: 'Matches' } });

    await expect(loadLanguage('ru')).rejects.toThrow('offline');
    expect(isLanguageLoaded('ru')).toBe(false);
    await loadLanguage('ru');
    expect(i18n.getFixedT('ru', 'strings-retry')('title')).toBe('Матчи');
  });

  it('has the shared namespaces of every language at start where they are bundled (server render, tests)', () => {
    for (const locale of ['kk', 'ru', 'en'] as const) expect(i18n.hasResourceBundle(locale, 'common')).toBe(true);
    expect(i18n.getFixedT('ru', 'enums')('position.GK')).not.toBe('position.GK');
  });
});
