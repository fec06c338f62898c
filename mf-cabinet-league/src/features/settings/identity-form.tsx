// The league's identity form: names, colours (checked for contrast as typed, and by the API),
// contacts, social links and about text, saved from the version it was read at. A save refused
// because someone else saved meanwhile keeps what was typed and names the new version.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_NETWORKS,
  formatValidationMessage,
  useEndpointMutation,
  useLocale,
  type LeagueIdentity,
} from '@league/shared';
import {
  CabinetForm,
  TextField,
  TextareaField,
  colorIssues,
  conflictOf,
  endpoints,
  useValidator,
} from '@league/shared/cabinet';
import { ColorPreview } from './color-preview';
import { identityBody, identityValuesOf, type IdentityValues } from './identity-values';

const LANGS = ['kk', 'ru', 'en'] as const;
const cap = (lang: string) => lang[0]!.toUpperCase() + lang.slice(1);

export function IdentityForm({ identity }: { identity: LeagueIdentity }) {
  const { t } = useTranslation('cab-league');
  const locale = useLocale();
  const initialValues = useMemo(() => identityValuesOf(identity), [identity]);
  const [version, setVersion] = useState(identity.version);
  const [changed, setChanged] = useState(false);
  const save = useEndpointMutation(endpoints.leagueCabinet.saveIdentity, { invalidates: [endpoints.league.identity] });
  const required = useValidator('required', { rule: 'max', length: 120 });
  const short = useValidator('required', { rule: 'max', length: 30 });
  const email = useValidator('email');
  const link = useValidator('url');

  const onSubmit = async (values: IdentityValues) => {
    try {
      const answer = await save.mutateAsync({ body: identityBody(values, version) });
      setVersion(answer.data.version);
      setChanged(false);
    } catch (error) {
      const current = conflictOf<LeagueIdentity>(error);
      if (current) {
        setVersion(current.version);
        setChanged(true);
      }
      throw error;
    }
  };

  /** The contrast rule as the API says it, on the field it concerns, while the colours are typed. */
  const validate = (values: IdentityValues) => {
    const issues = colorIssues({ primary: values.colors?.primary ?? '', accent: values.colors?.accent ?? '' });
    const errors: Record<string, unknown> = {};
    for (const [field, [issue]] of Object.entries(issues)) {
      const key = field.split('.')[1]!;
      errors.colors = {
        ...(errors.colors as object),
        [key]: formatValidationMessage(locale, issue!.rule, issue!.params),
      };
    }
    return errors as Record<string, string>;
  };

  return (
    <CabinetForm<IdentityValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={validate}
      serverFailure
      label={t('settings.names')}
    >
      {changed && (
        <p className="cl-changed" role="alert">
          {t('settings.changed')}
        </p>
      )}
      <fieldset className="cl-fieldset">
        <legend>{t('settings.names')}</legend>
        <div className="cl-grid">
          {LANGS.map((lang) => (
            <TextField key={lang} name={`name.${lang}`} label={t(`settings.name${cap(lang)}`)} validate={required} />
          ))}
          {LANGS.map((lang) => (
            <TextField
              key={lang}
              name={`short_name.${lang}`}
              label={t(`settings.short${cap(lang)}`)}
              validate={short}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="cl-fieldset">
        <legend>{t('settings.colors')}</legend>
        <div className="cl-grid">
          <TextField name="colors.primary" label={t('settings.primary')} hint="#0d2747" />
          <TextField name="colors.accent" label={t('settings.accent')} hint="#f5b700" />
        </div>
        <ColorPreview />
      </fieldset>
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
      <fieldset className="cl-fieldset">
        <legend>{t('settings.about')}</legend>
        {LANGS.map((lang) => (
          <TextareaField key={lang} name={`about.${lang}`} label={t(`settings.about${cap(lang)}`)} rows={4} />
        ))}
      </fieldset>
    </CabinetForm>
  );
}
