// The header's notification badge (the `notifications` slot of the cabinet frame): how many of
// the user's notifications are new, on every cabinet page, linking to the list. The count is a
// query of `notifications.newCount` (keyed by that endpoint, as every query is) refreshed every
// 30 s and when the window regains focus; the notifications page invalidates that endpoint when
// something is marked as seen, so the number drops at once. Roles without notifications (the media manager) see nothing and ask nothing.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  cabinetPath,
  endpointQuery,
  endpoints,
  policyAllows,
  roleAtom,
  useLocale,
  useStoreValue,
} from '@league/shared';

export const NEW_COUNT_REFRESH_MS = 30_000;

export function NotificationsBadge() {
  const { t } = useTranslation('common');
  const role = useStoreValue(roleAtom);
  const locale = useLocale();
  const allowed = policyAllows('notifications', role);
  const query = useQuery({
    ...endpointQuery(endpoints.notifications.newCount, {}, locale),
    enabled: allowed,
    staleTime: 0,
    refetchInterval: NEW_COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  if (!allowed) return null;
  const count = query.data?.data.count ?? 0;
  const label = t('cabinet.notifications');
  return (
    <LocaleLink
      to={cabinetPath('notifications')}
      className="sh-notifications"
      aria-label={count > 0 ? `${label}: ${count}` : label}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <span className="sh-notifications__count" data-testid="notifications-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </LocaleLink>
  );
}
