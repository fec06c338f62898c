// /cabinet/settings (super_admin): the league's identity — its logo, then its names, colours,
// contacts, social links and about text — as every page, e-mail and share card shows it.
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, useEndpointQuery } from '@league/shared';
import { LeaguePage } from '../../ui/league-page';
import { IdentityForm } from './identity-form';
import { LogoSection } from './logo-section';
import './settings.css';

export default function SettingsPage() {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  const identity = useEndpointQuery(endpoints.league.identity, {}, { staleTime: 0 });
  return (
    <LeaguePage title={tc('cabinet.leagueSettings')}>
      <p className="cl-lead">{t('settings.lead')}</p>
      <AsyncView data={identity}>
        {({ data }) => (
          <>
            <LogoSection identity={data} />
            <IdentityForm identity={data} />
          </>
        )}
      </AsyncView>
    </LeaguePage>
  );
}
