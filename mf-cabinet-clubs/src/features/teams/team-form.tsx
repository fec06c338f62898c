// The team form of the create and edit pages: titles in kk, ru and en, birth year, girls' squad,
// order in the club and active. What was typed stays on an error; the server's field errors
// (a taken title, a year out of range) show on their fields.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { between } from '@league/shared';
import {
  CabinetForm,
  CheckboxField,
  NumberField,
  type TeamEditBody,
  type TeamFormValues,
  TitleFields,
} from '@league/shared/cabinet';
import { textsBody, textsOf } from '../../ui/form-texts';

export interface TeamFields {
  title_kk: string;
  title_ru?: string;
  title_en?: string;
  birth_year?: number | string;
  is_woman_squad?: boolean;
  position?: number | string;
  is_active?: boolean;
}

export const TEAM_BIRTH_YEAR_MIN = 1980;

const numberOr = (value: number | string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value);

/** Form values as the API body (every field is sent). */
export function teamBody(values: TeamFields): TeamEditBody {
  return {
    ...textsBody(values, ['title']),
    title_kk: values.title_kk ?? '',
    birth_year: numberOr(values.birth_year, 0),
    is_woman_squad: values.is_woman_squad ?? false,
    position: numberOr(values.position, 0),
    is_active: values.is_active ?? true,
  };
}

export function fieldsOf(values: TeamFormValues): TeamFields {
  return {
    ...textsOf(values, ['title']),
    birth_year: values.birth_year,
    is_woman_squad: values.is_woman_squad,
    position: values.position,
    is_active: values.is_active,
  };
}

export function TeamForm({
  initial,
  maxYear,
  success,
  onSubmit,
  onSaved,
  cancelTo,
  children,
}: {
  initial: Partial<TeamFields>;
  maxYear: number;
  success: 'teamAdded' | 'teamEdited';
  onSubmit: (values: TeamFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <CabinetForm<TeamFields>
      label={t('teams.details')}
      initialValues={initial}
      onSubmit={onSubmit}
      onSuccess={onSaved}
      success={success}
      cancel={{ to: cancelTo, label: t('teams.cancel') }}
    >
      <TitleFields
        labels={{ kk: t('teams.titleKk'), ru: t('teams.titleRu'), en: t('teams.titleEn') }}
        className="cc-grid"
      />
      <div className="cc-grid">
        <NumberField
          name="birth_year"
          label={t('teams.birthYear')}
          rules={['required', ...between(TEAM_BIRTH_YEAR_MIN, maxYear)]}
          inputMode="numeric"
          required
        />
        <NumberField
          name="position"
          label={t('teams.position')}
          hint={t('teams.positionHint')}
          rules={between(0, 9999)}
          inputMode="numeric"
        />
      </div>
      <div className="cc-grid">
        <CheckboxField name="is_woman_squad" label={t('teams.girls')} />
        <CheckboxField name="is_active" label={t('teams.active')} />
      </div>
      {children}
    </CabinetForm>
  );
}
