// One language of a news item or article: title, lead, text and SEO texts. The three columns
// stand side by side on a wide screen and one under another on a phone; Kazakh is required.
import { useTranslation } from 'react-i18next';
import { ARTICLE_LIMITS, TextareaField, TextField, useValidator } from '@league/shared/cabinet';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import type { Lang } from './article-values';

export function LanguageColumn({ lang }: { lang: Lang }) {
  const { t } = useTranslation('cab-content');
  const title = useValidator(...(lang === 'kk' ? (['required'] as const) : []), {
    rule: 'max',
    length: ARTICLE_LIMITS.title,
  });
  const lead = useValidator({ rule: 'max', length: ARTICLE_LIMITS.lead });
  const seoTitle = useValidator({ rule: 'max', length: ARTICLE_LIMITS.seoTitle });
  const seoDescription = useValidator({ rule: 'max', length: ARTICLE_LIMITS.seoDescription });
  const language = t(`languages.${lang}`);
  const label = (key: string) => `${t(`articles.${key}`)} (${language})`;
  return (
    <fieldset className="ct-lang" lang={lang}>
      <legend>{language}</legend>
      <TextField name={`title_${lang}`} label={label('title')} validate={title} required={lang === 'kk'} />
      <TextareaField name={`lead_${lang}`} label={label('lead')} validate={lead} rows={3} />
      <RichTextField name={`body_${lang}`} label={label('body')} />
      <TextField name={`seo_title_${lang}`} label={label('seoTitle')} validate={seoTitle} />
      <TextareaField
        name={`seo_description_${lang}`}
        label={label('seoDescription')}
        validate={seoDescription}
        rows={2}
      />
    </fieldset>
  );
}
