// A status of spec §4 as a coloured badge. The label is always written out, so the colour is
// never the only carrier of the meaning. Titles come from the `enums` namespace (labels/).
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUSES,
  DEPARTURE_STATUSES,
  ENUM_NAMESPACE,
  MATCH_STATUSES,
  type EnumName,
} from '@league/shared';

/** Match statuses as the cabinet shows them: the contract's list plus a protocol that is locked. */
export const MATCH_BADGE_STATUSES = [...MATCH_STATUSES, 'locked'] as const;

export const BADGE_STATUSES = {
  application: APPLICATION_STATUSES,
  departure: DEPARTURE_STATUSES,
  match: MATCH_BADGE_STATUSES,
} as const;

export type BadgeKind = keyof typeof BADGE_STATUSES;

const LABELS: Record<BadgeKind, EnumName> = {
  application: 'applicationStatus',
  departure: 'departureStatus',
  match: 'matchStatus',
};
export type BadgeStatus<K extends BadgeKind> = (typeof BADGE_STATUSES)[K][number];

/** Colour family per status: the same meaning looks the same across the three kinds. */
const TONE: Record<string, 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'muted'> = {
  empty: 'neutral',
  'empty-squad': 'neutral',
  pending: 'warning',
  rejected: 'danger',
  submitted: 'success',
  unsubmitted: 'muted',
  disqualified: 'danger',
  scheduled: 'info',
  live: 'success',
  finished: 'neutral',
  locked: 'muted',
  postponed: 'warning',
  cancelled: 'danger',
};

export function StatusBadge<K extends BadgeKind>({ kind, status }: { kind: K; status: BadgeStatus<K> }) {
  const { t } = useTranslation(ENUM_NAMESPACE);
  return (
    <span className={`lg-badge lg-badge--${TONE[status] ?? 'neutral'}`} data-status={status}>
      {t(`${LABELS[kind]}.${status}`)}
    </span>
  );
}
