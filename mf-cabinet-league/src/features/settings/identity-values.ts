// The identity as the form edits it, and the form's values as the API's body. Social links are
// one field per network; an empty one is left out of the body.
import { SOCIAL_NETWORKS, type LeagueIdentity, type LeagueIdentityBody, type SocialNetwork } from '@league/shared';

type Texts = { kk: string; ru: string; en: string };

export interface IdentityValues {
  name: Texts;
  short_name: Texts;
  colors: { primary: string; accent: string };
  contacts: { email: string; phone: string; address: Texts };
  social: Record<SocialNetwork, string>;
  about: Texts;
}

export function identityValuesOf(identity: LeagueIdentity): IdentityValues {
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>;
  for (const link of identity.social)
    if ((SOCIAL_NETWORKS as readonly string[]).includes(link.network)) social[link.network as SocialNetwork] = link.url;
  return {
    name: { ...identity.name },
    short_name: { ...identity.short_name },
    colors: { ...identity.colors },
    contacts: {
      email: identity.contacts.email,
      phone: identity.contacts.phone,
      address: { ...identity.contacts.address },
    },
    social,
    about: { ...identity.about },
  };
}

const texts = (value: Partial<Texts> | undefined): Texts => ({
  kk: value?.kk ?? '',
  ru: value?.ru ?? '',
  en: value?.en ?? '',
});

export function identityBody(values: IdentityValues, version: number): LeagueIdentityBody {
  return {
    version,
    name: texts(values.name),
    short_name: texts(values.short_name),
    colors: { primary: values.colors?.primary ?? '', accent: values.colors?.accent ?? '' },
    contacts: {
      email: values.contacts?.email ?? '',
      phone: values.contacts?.phone ?? '',
      address: texts(values.contacts?.address),
    },
    social: SOCIAL_NETWORKS.filter((network) => (values.social?.[network] ?? '').trim() !== '').map((network) => ({
      network,
      url: values.social[network].trim(),
    })),
    about: texts(values.about),
  };
}
