// /cabinet/clubs/:club_id: a club's crest, details and teams. super_admin edits and archives it
// (an archived club is read-only); its command_admin only reads. Another club's page is the
// API's 404.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AsyncView,
  CabinetPage,
  endpoints,
  errorMessage,
  LocaleLink,
  RoleGate,
  showToast,
  useConfirm,
  useEndpointMutation,
  useEndpointQuery,
  useNotify,
  usePageMeta,
  type CabinetClubDetail,
} from '@league/shared';
import { paths } from '../../paths';
import '../../ui/registry.css';

export default function ClubPage() {
  const { club_id: clubId } = useParams();
  const id = Number(clubId);
  const club = useEndpointQuery(endpoints.clubsCabinet.cabinetClub, Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  return (
    <AsyncView data={club}>
      {(answer) => <ClubView detail={answer.data} />}
    </AsyncView>
  );
}

function ClubView({ detail }: { detail: CabinetClubDetail }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { club, teams } = detail;
  usePageMeta({ title: club.title });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const archive = useEndpointMutation(endpoints.clubsCabinet.archiveClub, {
    invalidates: [endpoints.clubsCabinet.cabinetClub, endpoints.cabinetLists.cabinetClubs, endpoints.clubsCabinet.clubForm],
  });

  const askArchive = async () => {
    const yes = await confirm({ title: t('clubs.archiveTitle'), message: t('clubs.archiveText', { title: club.title }), confirmLabel: t('clubs.archive'), danger: true });
    if (!yes) return;
    try {
      await archive.mutateAsync({ params: { id: club.id } });
      notify.success();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };

  return (
    <CabinetPage
      title={club.title}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('clubs.title'), to: paths.clubs() }, { title: club.title }]}
      actions={
        !club.archived && (
          <RoleGate roles="super_admin">
            <LocaleLink className="lg-button lg-button--ghost" to={paths.clubEdit(club.id)}>
              {t('clubs.edit')}
            </LocaleLink>
            <button type="button" className="lg-button lg-button--danger" onClick={() => void askArchive()} disabled={archive.isPending}>
              {t('clubs.archive')}
            </button>
          </RoleGate>
        )
      }
    >
      {dialog}
      {club.archived && (
        <p className="cc-note" role="status">
          {t('clubs.archivedNote')}
        </p>
      )}
      <div className="cc-club">
        {club.logo ? (
          <img className="cc-crest" src={club.logo} alt={`${t('clubs.crest')}: ${club.title}`} width={120} height={120} />
        ) : (
          <div className="cc-crest cc-crest--none">{t('clubs.noCrest')}</div>
        )}
        <section aria-label={t('clubs.details')}>
          <dl className="cc-facts">
            <dt>{t('clubs.city')}</dt>
            <dd>{club.city?.title ?? '—'}</dd>
            <dt>{t('clubs.founded')}</dt>
            <dd>{club.founded_year ?? '—'}</dd>
            <dt>{t('clubs.colors')}</dt>
            <dd>
              {club.colors.length === 0 ? (
                '—'
              ) : (
                <ul className="cc-swatches">
                  {club.colors.map((c) => (
                    <li key={c.id} className="cc-swatch" style={{ '--swatch': c.hex } as CSSProperties}>
                      {c.title}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('clubs.status')}</dt>
            <dd>{club.archived ? t('clubs.archived') : t('clubs.active')}</dd>
          </dl>
          {club.description && <p>{club.description}</p>}
        </section>
      </div>
      <section className="cc-section" aria-labelledby="club-teams">
        <h2 id="club-teams">{t('clubs.teams')}</h2>
        {teams.length === 0 ? (
          <p className="lg-empty">{t('clubs.noTeams')}</p>
        ) : (
          <ul className="cc-teams">
            {teams.map((team) => (
              <li key={team.id}>
                <span>{team.title}</span>
                <span>
                  {t('clubs.birthYear', { year: team.birth_year })}
                  {!team.is_active && ` · ${t('clubs.inactive')}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </CabinetPage>
  );
}
