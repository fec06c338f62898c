// /cabinet/clubs/:club_id/teams/create (super_admin): a new team of the club, with an optional
// logo sent once the team exists. An archived club takes no new team (the API refuses too).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  callEndpoint,
  errorMessage,
  fieldErrors,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocalePath,
} from '@league/shared';
import {
  FileInput,
  type FileValue,
  endpoints,
  type CabinetClubDetail,
  CabinetFormPage,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { teamBody, TeamForm } from './team-form';
import '../../ui/registry.css';

/** The latest birth year the form offers (the API checks against its own clock too). */
const THIS_YEAR = new Date().getFullYear();

export default function TeamCreatePage() {
  const { club_id: club } = useParams();
  const clubId = positiveId(club);
  const detail = useEndpointQuery(endpoints.clubsCabinet.cabinetClub, clubId ? { params: { id: clubId } } : null);
  return <PageAsync data={detail}>{(answer) => <CreateView club={answer.data.club} />}</PageAsync>;
}

function CreateView({ club }: { club: CabinetClubDetail['club'] }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [logo, setLogo] = useState<FileValue | undefined>(null);
  const create = useEndpointMutation(endpoints.teamsCabinet.create, {
    invalidates: [
      endpoints.teamsCabinet.cabinetList,
      endpoints.clubsCabinet.cabinetClub,
      endpoints.cabinetLists.cabinetClubs,
      endpoints.teamsCabinet.myTeams,
    ],
  });

  return (
    <CabinetFormPage
      title={t('teams.create')}
      trail={[
        { title: t('clubs.title'), to: paths.clubs() },
        { title: club.title, to: paths.club(club.id) },
      ]}
    >
      {club.archived ? (
        <p className="cc-note" role="status">
          {t('clubs.archivedNote')}
        </p>
      ) : (
        <TeamForm
          initial={{ is_active: true, is_woman_squad: false, position: 0 }}
          maxYear={THIS_YEAR}
          success="teamAdded"
          onSubmit={async (values) => {
            const saved = await create.mutateAsync({ body: { club_id: club.id, ...teamBody(values) } });
            let logoError: string | null = null;
            if (logo instanceof File) {
              try {
                await callEndpoint(endpoints.teamsCabinet.uploadLogo, {
                  params: { id: saved.data.id },
                  body: { logo },
                });
              } catch (caught) {
                logoError = fieldErrors(caught).logo ?? errorMessage(caught) ?? tc('state.error');
              }
            }
            return { id: saved.data.id, logoError };
          }}
          onSaved={(result) => {
            const { id, logoError } = result as { id: number; logoError: string | null };
            // The team exists either way; a refused logo is picked again on the edit page.
            navigate(lp(logoError ? paths.teamEdit(club.id, id) : paths.team(club.id, id)));
            if (logoError) showToast(logoError, 'error');
          }}
          cancelTo={paths.club(club.id)}
        >
          <FileInput
            className="cc-crest-input"
            label={t('teams.logo')}
            hint={t('teams.logoHint')}
            kind="image"
            value={logo}
            onChange={setLogo}
          />
        </TeamForm>
      )}
    </CabinetFormPage>
  );
}
