// The league's identity form: names, colours (checked for contrast as typed, and by the API),
// contacts, social links and about text, saved from the version it was read at. A save refused
// because someone else saved meanwhile keeps what was typed and names the new version.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValidationMessage, useLocale, type LeagueIdentity } from '@league/shared';
import { CabinetForm, colorIssues } from '@league/shared/cabinet';
import { AboutFieldset, ColorsFieldset, ContactsFieldset, NamesFieldset, SocialFieldset } from './identity-fieldsets';
import { identityValuesOf, type IdentityValues } from './identity-values';
import { useIdentitySave } from './use-identity-save';

export function IdentityForm({ identity }: { identity: LeagueIdentity }) {
  const { t } = useTranslation('cab-league');
  const locale = useLocale();
  const initialValues = useMemo(() => identityValuesOf(identity), [identity]);
  const { changed, onSubmit } = useIdentitySave(identity);

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
      <NamesFieldset />
      <ColorsFieldset />
      <ContactsFieldset />
      <SocialFieldset />
      <AboutFieldset />
    </CabinetForm>
  );
}
