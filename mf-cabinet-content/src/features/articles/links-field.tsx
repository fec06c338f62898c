// A news item's links: chips of the teams, tournaments and matches it shows on, each removable,
// and a search per kind that adds one. The choices come from the API as the editor types.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { useEndpointQuery, type ArticleLink } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

const KINDS = ['team', 'tournament', 'match'] as const;

function LinkSearch({ kind, onAdd }: { kind: ArticleLink['kind']; onAdd: (link: ArticleLink) => void }) {
  const { t } = useTranslation('cab-content');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const choices = useEndpointQuery(endpoints.contentCabinet.linkChoices, { query: { kind, q: q || undefined } });
  const list = choices.data?.data ?? [];
  const label = t('articles.linkSearch', { kind: t(`articles.linkKind.${kind}`) });
  return (
    <div className="ct-link-search">
      <label>
        {label}
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      <select aria-label={t(`articles.linkKind.${kind}`)} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">{list.length ? '—' : t('articles.noChoices')}</option>
        {list.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.title}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="lg-button lg-button--ghost"
        disabled={!chosen}
        onClick={() => {
          const link = list.find((c) => String(c.id) === chosen);
          if (link) onAdd(link);
          setChosen('');
        }}
      >
        {t('articles.linkAdd')}
      </button>
    </div>
  );
}

export function LinksField() {
  const { t } = useTranslation('cab-content');
  const { input, meta } = useField<ArticleLink[]>('links');
  const links = input.value || [];
  const add = (link: ArticleLink) => {
    if (!links.some((l) => l.kind === link.kind && l.id === link.id)) input.onChange([...links, link]);
  };
  const error = (meta.submitError as string | undefined) ?? undefined;
  return (
    <fieldset className="ct-links">
      <legend>{t('articles.links')}</legend>
      <p className="lg-field__hint">{t('articles.linksHint')}</p>
      <ul className="ct-chips">
        {links.map((l) => (
          <li key={`${l.kind}-${l.id}`}>
            <span>
              {t(`articles.linkKind.${l.kind}`)}: {l.title}
            </span>
            <button
              type="button"
              aria-label={t('articles.linkRemove', { title: l.title })}
              onClick={() => input.onChange(links.filter((x) => x !== l))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {KINDS.map((kind) => (
        <LinkSearch key={kind} kind={kind} onAdd={add} />
      ))}
      {error && (
        <p className="ct-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
