// /cabinet/clubs/:club_id/teams/:id/edit (super_admin, or the club's command_admin): the team's
// details, and its logo (sent as soon as it is picked; removing it shows the club's crest again).
// A team of an archived club is read-only.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ErrorState,
  NotFound,
  showToast,
  Skeleton,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
} from '@league/shared';
import {
  FileInput,
  endpoints,
  type TeamForm as TeamFormAnswer,
  CabinetFormPage,
  titleIn,
  isMissing,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { usePictureUpload } from '../../ui/picture-upload';
import { fieldsOf, teamBody, TeamForm } from './team-form';
import { useTeamIds } from './use-team';
import '../../ui/registry.css';

const teamQueries = [
  endpoints.teamsCabinet.cabinetTeam,
  endpoints.teamsCabinet.teamForm,
  endpoints.teamsCabinet.cabinetList,
  endpoints.teamsCabinet.myTeams,
  endpoints.clubsCabinet.cabinetClub,
];

export default function TeamEditPage() {
  const { clubId, teamId, valid } = useTeamIds();
  const form = useEndpointQuery(endpoints.teamsCabinet.teamForm, valid ? { params: { id: teamId } } : null);
  if (form.status === 'loading') return <Skeleton />;
  if (form.status === 'error') return isMissing(form.error) ? <NotFound /> : <ErrorState onRetry={form.reload} />;
  if (form.data.data.club.id !== clubId) return <NotFound />;
  return <EditView form={form.data.data} />;
}

function EditView({ form }: { form: TeamFormAnswer }) {
  const { t } = useTranslation('cab-clubs');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { club, values } = form;
  const locale = useLocale();
  const teamTitle = titleIn(values, locale);
  const edit = useEndpointMutation(endpoints.teamsCabinet.editTeam, { invalidates: teamQueries });

  return (
    <CabinetFormPage
      title={t('teams.editTitle')}
      trail={[
        { title: t('clubs.title'), to: paths.clubs() },
        { title: club.title, to: paths.club(club.id) },
        { title: teamTitle, to: paths.team(club.id, form.id) },
      ]}
    >
      {club.archived ? (
        <p className="cc-note" role="status">
          {t('teams.archivedNote')}
        </p>
      ) : (
        <>
          <LogoUpload teamId={form.id} logo={values.logo} />
          <TeamForm
            initial={fieldsOf(values)}
            maxYear={form.options.birth_years.max}
            success="teamEdited"
            onSubmit={(fields) => edit.mutateAsync({ params: { id: form.id }, body: teamBody(fields) })}
            onSaved={() => navigate(lp(paths.team(club.id, form.id)))}
            cancelTo={paths.team(club.id, form.id)}
          />
        </>
      )}
    </CabinetFormPage>
  );
}

function LogoUpload({ teamId, logo }: { teamId: number; logo: string | null }) {
  const { t } = useTranslation('cab-clubs');
  const upload = useEndpointMutation(endpoints.teamsCabinet.uploadLogo, { invalidates: teamQueries });
  const remove = useEndpointMutation(endpoints.teamsCabinet.deleteLogo, { invalidates: teamQueries });
  const picture = usePictureUpload(logo, {
    upload: async (file) => (await upload.mutateAsync({ params: { id: teamId }, body: { logo: file } })).data.logo,
    remove: () => remove.mutateAsync({ params: { id: teamId } }),
    uploaded: () => showToast(t('teams.logoSaved'), 'success'),
    removed: () => showToast(t('teams.logoRemoved'), 'success'),
  });
  return (
    <div className="cc-panel">
      <FileInput label={t('teams.logo')} hint={t('teams.logoHint')} kind="image" {...picture} />
    </div>
  );
}
