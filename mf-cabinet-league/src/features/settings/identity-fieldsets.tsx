// The identity form's groups of fields: names, colours with their preview, contacts, social
// links and about text, each in the three languages where it is text.
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@league/shared';
import { TextField, TextareaField, useValidator } from '@league/shared/cabinet';
import { ColorPreview } from './color-preview';

const LANGS = ['kk', 'ru', 'en'] as const;
const cap = (lang: string) => lang[0]!.toUpperCase() + lang.slice(1);

export function NamesFieldset() {
  const { t } = useTranslation('cab-league');
  const required = useValidator('required', { rule: 'max', length: 120 });
  const short = useValidator('required', { rule: 'max', length: 30 });
  return (
    <fieldset className="cl-fieldset">
      <legend>{t('settings.names')}</legend>
      <div className="cl-grid">
        {LANGS.map((lang) => (
          <TextField key={lang} name={`name.${lang}`} label={t(`settings.name${cap(lang)}`)} validate={required} />
        ))}
        {LANGS.map((lang) => (
          <TextField key={lang} name={`short_name.${lang}`} label={t(`settings.short${cap(lang)}`)} validate={short} />
        ))}
      </div>
    </fieldset>
  );
}

export function ColorsFieldset() {
  const { t } = useTranslation('cab-league');
  return (
    <fieldset className="cl-fieldset">
      <legend>{t('settings.colors')}</legend>
      <div className="cl-grid">
        <TextField name="colors.primary" label={t('settings.primary')} hint="#0d2747" />
        <TextField name="colors.accent" label={t('settings.accent')} hint="#f5b700" />
      </div>
      <ColorPreview />
    </fieldset>
  );
}

export function ContactsFieldset() {
  const { t } = useTranslation('cab-league');
  const email = useValidator('email');
  return (
    <fieldset className="cl-fieldset">
      <legend>{t('settings.contacts')}</legend>
      <div className="cl-grid">
        <TextField name="contacts.email" label={t('settings.email')} type="email" validate={email} />
        <TextField name="contacts.phone" label={t('settings.phone')} type="tel" />
        {LANGS.map((lang) => (
          <TextField key={lang} name={`contacts.address.${lang}`} label={t(`settings.address${cap(lang)}`)} />
        ))}
      </div>
    </fieldset>
  );
}

export function SocialFieldset() {
  const { t } = useTranslation('cab-league');
  const link = useValidator('url');
  return (
    <fieldset className="cl-fieldset">
      <legend>{t('settings.social')}</legend>
      <p className="cl-hint">{t('settings.socialHint')}</p>
      <div className="cl-grid">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`social.${network}`}
            label={t(`settings.networks.${network}`)}
            type="url"
            validate={link}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function AboutFieldset() {
  const { t } = useTranslation('cab-league');
  return (
    <fieldset className="cl-fieldset">
      <legend>{t('settings.about')}</legend>
      {LANGS.map((lang) => (
        <TextareaField key={lang} name={`about.${lang}`} label={t(`settings.about${cap(lang)}`)} rows={4} />
      ))}
    </fieldset>
  );
}
