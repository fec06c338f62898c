// The editor's form: the three languages side by side (one under another on a phone), then the
// address, tags, cover and — for news — the links. A 409 keeps what was typed and shows what
// differs from the saved version, with a button that takes the saved one instead.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormApi } from 'final-form';
import { FormSpy } from 'react-final-form';
import type { ArticleKind, CabinetArticle } from '@league/shared';
import {
  ARTICLE_LIMITS,
  CabinetForm,
  ConflictNotice,
  differencesOf,
  restartForm,
  TextField,
  useValidator,
} from '@league/shared/cabinet';
import { articleValuesOf, LANGS, type ArticleFormValues } from './article-values';
import { CoverField } from './cover-field';
import { LanguageColumn } from './language-column';
import { LinksField } from './links-field';

const COMPARED = ['title_kk', 'lead_kk', 'body_kk'] as const;

export function ArticleForm({
  kind,
  item,
  conflict,
  onSubmit,
  onSaved,
  onDirty,
}: {
  kind: ArticleKind;
  item: CabinetArticle | null;
  conflict: CabinetArticle | null;
  onSubmit: (values: ArticleFormValues, form: FormApi<ArticleFormValues>) => Promise<CabinetArticle>;
  onSaved: (saved: CabinetArticle) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('cab-content');
  const initialValues = useMemo(() => articleValuesOf(item), [item]);
  const slugRule = useValidator({ rule: 'max', length: ARTICLE_LIMITS.slug });
  return (
    <CabinetForm<ArticleFormValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      onSuccess={(saved) => onSaved(saved as CabinetArticle)}
      submitLabel={t('articles.save')}
      errorFields={{ team_ids: 'links', tournament_ids: 'links', match_ids: 'links' }}
      label={t(kind === 'news' ? 'sections.news' : 'sections.analytics')}
      className="ct-article-form"
    >
      {({ form }) => {
        return (
          <>
            <FormSpy subscription={{ dirty: true }} onChange={(state) => onDirty(!!state.dirty)} />
            {conflict && (
              <ConflictNotice
                differences={differencesOf(COMPARED, form.getState().values, articleValuesOf(conflict), (key) =>
                  t(`articles.conflictFields.${key}`),
                )}
                onTake={() => restartForm(form, articleValuesOf(conflict))}
              />
            )}
            <p className="lg-field__hint">{t('articles.kkRequired')}</p>
            <div className="ct-langs">
              {LANGS.map((lang) => (
                <LanguageColumn key={lang} lang={lang} />
              ))}
            </div>
            <div className="ct-grid">
              <TextField name="slug" label={t('articles.slug')} hint={t('articles.slugHint')} validate={slugRule} />
              {kind === 'news' && <TextField name="tags" label={t('articles.tags')} hint={t('articles.tagsHint')} />}
            </div>
            <CoverField />
            {kind === 'news' && <LinksField />}
          </>
        );
      }}
    </CabinetForm>
  );
}
