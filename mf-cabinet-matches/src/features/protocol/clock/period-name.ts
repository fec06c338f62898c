// The name of a match period and of its start and end buttons: '1st half', '2nd half', 'Period 3'.
import { useTranslation } from 'react-i18next';

/** '1st half', '2nd half', 'Period 3'. */
export function usePeriodName() {
  const { t } = useTranslation('cab-matches');
  return (key: 'period' | 'start' | 'end', n: number) =>
    n === 1 || n === 2 ? t(`matchDay.${key}.${n}`) : t(`matchDay.${key}.n`, { n });
}
