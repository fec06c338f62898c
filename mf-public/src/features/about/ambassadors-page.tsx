// /about/ambassadors: the league's ambassadors (trustees).
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { MembersPage } from './members-page';
import { paths } from '../../paths';

export default function AmbassadorsPage() {
  const { t } = useTranslation('public');
  const trustees = useEndpointQuery(endpoints.content.trustees, {});
  return (
    <MembersPage
      title={t('about.ambassadors')}
      description={t('about.ambassadorsDescription')}
      path={paths.ambassadors()}
      data={trustees}
      empty={t('about.noAmbassadors')}
      renderDetails={(person) => person.description && <p>{person.description}</p>}
    />
  );
}
