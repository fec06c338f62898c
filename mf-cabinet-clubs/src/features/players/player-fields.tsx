// The player's own fields of the player form: birth date, position, number, height and weight
// with the identity document, and the badges (homegrown, captain, joker, women's squad).
import { useTranslation } from 'react-i18next';
import { between, DATE_BOUNDS, PLAYER_POSITIONS } from '@league/shared';
import { CheckboxField, DateField, NumberField, SelectField } from '@league/shared/cabinet';
import { SHIRT_NUMBER_RULES } from '../../ui/form-fields';
import { IdentityFields } from '../../ui/person-form';

export function PlayerFacts() {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  return (
    <div className="cc-grid">
      <DateField
        name="birth_date"
        label={t('person.birthDate')}
        rules={['required', { rule: 'birth_date', ...DATE_BOUNDS.player }]}
      />
      <SelectField
        name="position"
        label={t('players.position')}
        rules={['required']}
        options={PLAYER_POSITIONS.map((p) => ({ value: p, label: te(`position.${p}`) }))}
      />
      <NumberField name="number" label={t('players.number')} rules={SHIRT_NUMBER_RULES} inputMode="numeric" />
      <NumberField name="height_cm" label={t('players.height')} rules={between(50, 250)} inputMode="numeric" />
      <NumberField name="weight_kg" label={t('players.weight')} rules={between(10, 200)} inputMode="numeric" />
      <IdentityFields max={32} />
    </div>
  );
}

export function PlayerBadges() {
  const { t } = useTranslation('cab-clubs');
  return (
    <fieldset className="cc-panel">
      <legend>{t('players.badges')}</legend>
      <CheckboxField name="is_pupil" label={t('players.pupil')} />
      <CheckboxField name="is_captain" label={t('players.captain')} />
      <CheckboxField name="is_joker" label={t('players.joker')} />
      <CheckboxField name="is_woman_squad" label={t('players.womanSquad')} />
    </fieldset>
  );
}
