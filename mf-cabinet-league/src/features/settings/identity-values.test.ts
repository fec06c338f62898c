import { DEFAULT_IDENTITY } from '@league/shared';
import { identityBody, identityValuesOf } from './identity-values';

test('the defaults go through the form and back unchanged', () => {
  const values = identityValuesOf(DEFAULT_IDENTITY);
  expect(identityBody(values, 0)).toEqual({
    version: 0,
    name: DEFAULT_IDENTITY.name,
    short_name: DEFAULT_IDENTITY.short_name,
    colors: DEFAULT_IDENTITY.colors,
    contacts: { email: '', phone: '', address: { kk: '', ru: '', en: '' } },
    social: [],
    about: { kk: '', ru: '', en: '' },
  });
});

test('social links keep the networks filled in, in the list order', () => {
  const values = identityValuesOf({
    ...DEFAULT_IDENTITY,
    social: [
      { network: 'telegram', url: 'https://t.me/league' },
      { network: 'instagram', url: 'https://instagram.com/league' },
    ],
  });
  values.social.youtube = '  ';
  expect(identityBody(values, 3).social).toEqual([
    { network: 'instagram', url: 'https://instagram.com/league' },
    { network: 'telegram', url: 'https://t.me/league' },
  ]);
});
