// The league in the header: its logo (or its mark drawn in its two colours) and its name in the
// page's language, and its colours as the frame's theme — all from its identity (GET /league),
// which the server render fetches with the page, so the first paint already shows the league's own.
import type { CSSProperties } from 'react';
import { LocaleLink, useLeagueIdentity, useSiteName } from '@league/shared';

export function LeagueMark() {
  const identity = useLeagueIdentity();
  const name = useSiteName();
  return (
    <LocaleLink to="/" className="sh-logo">
      {identity.logo ? (
        <img className="sh-logo__image" src={identity.logo} alt="" width={36} height={36} />
      ) : (
        <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill={identity.colors.accent} />
          <circle cx="32" cy="32" r="12" fill={identity.colors.primary} />
        </svg>
      )}
      <span>{name}</span>
    </LocaleLink>
  );
}

/** The league's colours as the kit's variables: the header, buttons and accents follow them. */
export function useLeagueTheme(): CSSProperties {
  const { colors } = useLeagueIdentity();
  return { '--lg-navy': colors.primary, '--lg-navy-2': colors.primary, '--lg-gold': colors.accent } as CSSProperties;
}
