// The round-robin generator's fields: mode, start date, weekday, first kick-off, days between
// tours and an optional stadium for every match.
import { useTranslation } from 'react-i18next';
import { between, DATE_BOUNDS } from '@league/shared';
import { DateField, NumberField, SelectField, TimeField } from '@league/shared/cabinet';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export function GeneratorInputs({ stadiums }: { stadiums: Array<{ value: number; label: string }> }) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <div className="ct-grid">
      <SelectField
        name="mode"
        label={t('schedule.mode')}
        rules={['required']}
        options={[
          { value: 'single', label: t('schedule.single') },
          { value: 'double', label: t('schedule.double') },
        ]}
      />
      <DateField
        name="start_date"
        label={t('schedule.startDate')}
        rules={['required', { rule: 'date_around', ...DATE_BOUNDS.tournament }]}
      />
      <SelectField
        name="weekday"
        label={t('schedule.weekday')}
        rules={['required']}
        options={WEEKDAYS.map((day) => ({ value: day, label: t(`schedule.day${day}`) }))}
      />
      <TimeField name="time" label={t('schedule.firstKickoff')} rules={['required']} />
      <NumberField name="interval_days" label={t('schedule.interval')} rules={['required', ...between(1, 28)]} />
      <SelectField
        name="stadium_id"
        label={t('schedule.oneStadium')}
        placeholder={t('schedule.noStadium')}
        options={stadiums}
      />
    </div>
  );
}
