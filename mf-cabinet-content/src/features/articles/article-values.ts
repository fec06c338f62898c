// Pure: a news item or analytics article as the editor's form holds it, and the form's values as
// the API's body. Tags are typed as one line separated by commas; links are kept with their
// titles (the chips show them) and sent as ids per kind.
import { trimmed, type ArticleBody, type ArticleLink, type CabinetArticle } from '@league/shared';

export const LANGS = ['kk', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
const TEXTS = ['title', 'lead', 'body', 'seo_title', 'seo_description'] as const;
type TextKey = `${(typeof TEXTS)[number]}_${Lang}`;

export type ArticleFormValues = Record<TextKey, string> & {
  slug: string;
  image: string | null;
  cover_url: string | null;
  tags: string;
  links: ArticleLink[];
  version?: number;
};

const textKeys = TEXTS.flatMap((name) => LANGS.map((lang) => `${name}_${lang}` as TextKey));

export function articleValuesOf(item: CabinetArticle | null): ArticleFormValues {
  const texts = Object.fromEntries(
    textKeys.map((key) => [key, (item?.[key as keyof CabinetArticle] as string | null | undefined) ?? '']),
  ) as Record<TextKey, string>;
  return {
    ...texts,
    slug: item?.slug ?? '',
    image: item?.image ?? null,
    cover_url: item?.picture?.src ?? null,
    tags: (item?.tags ?? []).join(', '),
    links: item?.links ?? [],
    ...(item ? { version: item.version } : {}),
  };
}

export function articleBodyOf(values: ArticleFormValues): ArticleBody {
  const texts = Object.fromEntries(textKeys.map((key) => [key, trimmed(values[key])]));
  const ids = (kind: ArticleLink['kind']) => values.links.filter((l) => l.kind === kind).map((l) => l.id);
  return {
    ...texts,
    title_kk: values.title_kk?.trim() ?? '',
    slug: trimmed(values.slug),
    image: values.image,
    tags: (values.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    team_ids: ids('team'),
    tournament_ids: ids('tournament'),
    match_ids: ids('match'),
    ...(values.version !== undefined ? { version: values.version } : {}),
  } as ArticleBody;
}

/** 'YYYY-MM-DDTHH:MM' typed in the league's time (UTC+5, Asia/Almaty) as an ISO instant. */
export function leagueTimeToIso(value: string): string {
  return `${value}:00+05:00`;
}
