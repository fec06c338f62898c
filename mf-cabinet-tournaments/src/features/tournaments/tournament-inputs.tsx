// The tournament form's fields past its titles: season, age group and birth-year band, gender,
// format, joker quota, match length and start date, and the entry window (ADR 0176).
import { useTranslation } from 'react-i18next';
import { between, DATE_BOUNDS, type RuleSpec } from '@league/shared';
import { DateField, NumberField, SelectField, TextField, useValidator } from '@league/shared/cabinet';

export function TournamentInputs({ seasons }: { seasons: Array<{ value: number; label: string }> }) {
  const { t } = useTranslation('cab-tournaments');
  const year: RuleSpec[] = ['required', ...between(1950, 2100)];
  return (
    <div className="ct-grid">
      <SelectField name="season_id" label={t('tournament.season')} options={seasons} rules={['required']} />
      <TextField
        name="age_group"
        label={t('tournament.ageGroup')}
        hint={t('tournament.ageGroupHint')}
        validate={useValidator('required', { rule: 'max', length: 20 })}
        required
      />
      <NumberField name="birth_year_from" label={t('tournament.birthYearFrom')} rules={year} inputMode="numeric" />
      <NumberField name="birth_year_to" label={t('tournament.birthYearTo')} rules={year} inputMode="numeric" />
      <SelectField
        name="gender"
        label={t('tournament.gender')}
        options={[
          { value: 'male', label: t('tournament.male') },
          { value: 'female', label: t('tournament.female') },
        ]}
        rules={['required']}
      />
      <SelectField
        name="format"
        label={t('tournament.format')}
        options={[
          { value: 'league', label: t('tournament.league') },
          { value: 'cup', label: t('tournament.cup') },
        ]}
      />
      <NumberField
        name="joker_quota"
        label={t('tournament.jokerQuota')}
        hint={t('tournament.jokerHint')}
        rules={between(0, 11)}
        inputMode="numeric"
      />
      <NumberField
        name="match_length_minutes"
        label={t('tournament.matchLength')}
        rules={between(10, 150)}
        inputMode="numeric"
      />
      <DateField
        name="start_date"
        label={t('tournament.startDate')}
        rules={[{ rule: 'date_around', ...DATE_BOUNDS.tournament }]}
      />
    </div>
  );
}

/** The days teams may ask to enter the tournament. */
export function EntryWindowInputs() {
  const { t } = useTranslation('cab-tournaments');
  return (
    <fieldset className="ct-fieldset">
      <legend>{t('entries.window')}</legend>
      <p className="ct-hint">{t('entries.windowHint')}</p>
      <div className="ct-grid">
        <DateField name="entry_opens_on" label={t('entries.opensOn')} />
        <DateField name="entry_closes_on" label={t('entries.closesOn')} />
      </div>
    </fieldset>
  );
}
