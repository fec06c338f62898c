// /cabinet/clubs/:club_id: a club's crest, details and teams (links to the team pages).
// super_admin edits it, uploads its crest, adds teams and archives it (an archived club is
// read-only); its command_admin only reads. Another club's page is the API's 404.
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  errorMessage,
  fieldErrors,
  LocaleLink,
  RoleGate,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  usePageMeta,
  roleAtom,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  FileInput,
  HistoryPanel,
  useConfirm,
  useNotify,
  type FileValue,
  endpoints,
  type CabinetClubDetail,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';

export default function ClubPage() {
  const { club_id: clubId } = useParams();
  const id = positiveId(clubId);
  const club = useEndpointQuery(endpoints.clubsCabinet.cabinetClub, id ? { params: { id } } : null);
  return <PageAsync data={club}>{(answer) => <ClubView detail={answer.data} />}</PageAsync>;
}

function ClubView({ detail }: { detail: CabinetClubDetail }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { club, teams } = detail;
  usePageMeta({ title: club.title });
  const canChange = useStoreValue(roleAtom) === 'super_admin' && !club.archived;
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const archive = useEndpointMutation(endpoints.clubsCabinet.archiveClub, {
    invalidates: [
      endpoints.clubsCabinet.cabinetClub,
      endpoints.cabinetLists.cabinetClubs,
      endpoints.clubsCabinet.clubForm,
    ],
  });

  const askArchive = async () => {
    const yes = await confirm({
      title: t('clubs.archiveTitle'),
      message: t('clubs.archiveText', { title: club.title }),
      confirmLabel: t('clubs.archive'),
      danger: true,
    });
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
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('clubs.title'), to: paths.clubs() },
        { title: club.title },
      ]}
      actions={
        !club.archived && (
          <RoleGate policy="superAdmin">
            <LocaleLink className="lg-button lg-button--ghost" to={paths.clubEdit(club.id)}>
              {t('clubs.edit')}
            </LocaleLink>
            <button
              type="button"
              className="lg-button lg-button--danger"
              onClick={() => void askArchive()}
              disabled={archive.isPending}
            >
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
        <div>
          {club.logo ? (
            <img
              className="cc-crest"
              src={club.logo}
              alt={`${t('clubs.crest')}: ${club.title}`}
              width={120}
              height={120}
            />
          ) : (
            <div className="cc-crest cc-crest--none">{t('clubs.noCrest')}</div>
          )}
          {canChange && <CrestUpload clubId={club.id} logo={club.logo} />}
        </div>
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
        <div className="cc-section-head">
          <h2 id="club-teams">{t('clubs.teams')}</h2>
          {canChange && (
            <LocaleLink className="lg-button" to={paths.teamCreate(club.id)}>
              {t('teams.add')}
            </LocaleLink>
          )}
        </div>
        {teams.length === 0 ? (
          <p className="lg-empty">{t('clubs.noTeams')}</p>
        ) : (
          <ul className="cc-teams">
            {teams.map((team) => (
              <li key={team.id}>
                <LocaleLink to={paths.team(club.id, team.id)}>{team.title}</LocaleLink>
                <span>
                  {t('clubs.birthYear', { year: team.birth_year })}
                  {!team.is_active && ` · ${t('clubs.inactive')}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <HistoryPanel entity="club" id={club.id} />
    </CabinetPage>
  );
}

/** The crest picker: the file is sent as soon as it is picked (the API checks it again). */
function CrestUpload({ clubId, logo }: { clubId: number; logo: string | null }) {
  const { t } = useTranslation('cab-clubs');
  const notify = useNotify();
  const current: FileValue = logo ? { url: logo, name: logo.split('/').pop() ?? logo } : null;
  const [value, setValue] = useState<FileValue | undefined>(current);
  const [error, setError] = useState<string | undefined>();
  const invalidates = [
    endpoints.clubsCabinet.cabinetClub,
    endpoints.cabinetLists.cabinetClubs,
    endpoints.clubsCabinet.clubForm,
  ];
  const upload = useEndpointMutation(endpoints.clubsCabinet.uploadCrest, { invalidates });
  const remove = useEndpointMutation(endpoints.clubsCabinet.deleteCrest, { invalidates });

  const failed = (caught: unknown) => {
    setValue(current);
    const message = fieldErrors(caught).logo ?? errorMessage(caught);
    setError(message ?? undefined);
    if (message) showToast(message, 'error');
    else notify.error();
  };

  return (
    <FileInput
      className="cc-crest-input"
      label={t('clubs.crest')}
      kind="image"
      value={value}
      error={error}
      onChange={(next) => {
        setError(undefined);
        setValue(next);
        if (next === null && logo) {
          remove.mutateAsync({ params: { id: clubId } }).then(() => notify.success(), failed);
        }
      }}
      upload={async (file) => {
        try {
          const answer = await upload.mutateAsync({ params: { id: clubId }, body: { logo: file } });
          notify.success();
          return answer.data.logo ? { url: answer.data.logo, name: file.name, size: file.size } : undefined;
        } catch (caught) {
          failed(caught);
          return undefined;
        }
      }}
    />
  );
}
