// /cabinet/clubs/:club_id/teams/:id/players/create and …/players/:slug/edit (provider-rules: a
// provider never gets the form, and the API refuses it too). Names in kk/ru/en, birth date,
// position, number, badges, measurements, identity, the photo (≤ 300 KB) and the documents
// (≤ 1 MB, each with its expiry). A likely duplicate comes back as a warning with a link to the
// person already registered and a "save anyway" box; what was typed stays. The frame, the names,
// identity, files and the save are the person form's (ui/person-form).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { callEndpoint, DEFAULT_COUNTRY, positiveId, useEndpointQuery, useLocalePath } from '@league/shared';
import {
  endpoints,
  HistoryPanel,
  PLAYER_DOCUMENT_TYPES,
  type PersonDuplicate,
  type PlayerCreateBody,
  type PlayerFormValues,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { PersonAsync } from '../../ui/person-parts';
import {
  PersonFilesPanel,
  PersonForm,
  PersonFormFrame,
  personBody,
  personFieldsOf,
  usePersonSave,
  type PersonFormFields,
} from '../../ui/person-form';
import { PlayerBadges, PlayerFacts } from './player-fields';

export type PlayerFields = PersonFormFields & {
  birth_date?: string;
  position?: string;
  number?: number | string;
  is_woman_squad?: boolean;
  is_pupil?: boolean;
  is_captain?: boolean;
  is_joker?: boolean;
  height_cm?: number | string;
  weight_kg?: number | string;
};

const num = (value: number | string | undefined) =>
  value === undefined || value === '' || value === null ? null : Number(value);

/** Form values as the API body (files are sent separately). */
export function playerBody(values: PlayerFields): Omit<PlayerCreateBody, 'team_id'> {
  return {
    ...personBody(values),
    birth_date: values.birth_date ?? '',
    position: (values.position ?? '') as PlayerCreateBody['position'],
    number: num(values.number),
    is_woman_squad: !!values.is_woman_squad,
    is_pupil: !!values.is_pupil,
    is_captain: !!values.is_captain,
    is_joker: !!values.is_joker,
    height_cm: num(values.height_cm),
    weight_kg: num(values.weight_kg),
  };
}

function fieldsOf(values: PlayerFormValues): PlayerFields {
  return {
    ...personFieldsOf(values),
    birth_date: values.birth_date,
    position: values.position,
    number: values.number ?? undefined,
    is_woman_squad: values.is_woman_squad,
    is_pupil: values.is_pupil,
    is_captain: values.is_captain,
    is_joker: values.is_joker,
    height_cm: values.height_cm ?? undefined,
    weight_kg: values.weight_kg ?? undefined,
  };
}

export function PlayerCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<PlayerFields>('player');
  const submit = save.create(async (values) => {
    const answer = await callEndpoint(endpoints.playersCabinet.cabinetCreate, {
      body: { ...playerBody(values), team_id: positiveId(teamId)!, confirm_duplicate: !!values.confirm_duplicate },
    });
    return answer.data;
  });
  return (
    <PlayerFormFrame mode="create" teamId={teamId}>
      <PlayerFormBody
        duplicate={save.duplicate}
        onSubmit={submit}
        onSaved={(saved) => navigate(lp(paths.player((saved as { slug: string }).slug)))}
        cancelTo={paths.team(clubId, teamId)}
      />
    </PlayerFormFrame>
  );
}

export function PlayerEditPage() {
  const { id: teamId = '', slug = '' } = useParams();
  const form = useEndpointQuery(endpoints.playersCabinet.cabinetForm, { params: { slug } });
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<PlayerFields>('player');
  return (
    <PersonAsync data={form}>
      {(answer) => {
        const { id, values, teams } = answer.data;
        const team = teams.find((m) => m.is_active && m.team.id === positiveId(teamId))?.team.id ?? null;
        const submit = save.edit(answer.data, (fields) =>
          callEndpoint(endpoints.playersCabinet.cabinetEdit, {
            params: { id },
            body: { ...playerBody(fields), team_id: team },
          }),
        );
        return (
          <PlayerFormFrame mode="edit" teamId={teamId} name={`${values.first_name_kk} ${values.last_name_kk}`}>
            <PlayerFormBody
              initial={fieldsOf(values)}
              onSubmit={submit}
              onSaved={() => navigate(lp(paths.player(answer.data.slug)))}
              cancelTo={paths.player(answer.data.slug)}
            />
            <HistoryPanel entity="player" id={id} />
          </PlayerFormFrame>
        );
      }}
    </PersonAsync>
  );
}

function PlayerFormFrame({
  mode,
  teamId,
  name,
  children,
}: {
  mode: 'create' | 'edit';
  teamId: string;
  name?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonFormFrame
      title={mode === 'create' ? t('players.create') : t('players.editTitle')}
      trail={[{ title: t('players.title'), to: paths.players() }]}
      name={name}
      importKind={mode === 'create' ? 'players' : undefined}
      teamId={teamId}
    >
      {children}
    </PersonFormFrame>
  );
}

function PlayerFormBody({
  initial,
  duplicate,
  onSubmit,
  onSaved,
  cancelTo,
}: {
  initial?: PlayerFields;
  duplicate?: PersonDuplicate | null;
  onSubmit: (values: PlayerFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonForm<PlayerFields>
      label={t('players.details')}
      initial={
        initial ?? {
          is_woman_squad: false,
          is_pupil: false,
          is_captain: false,
          is_joker: false,
          citizenship: DEFAULT_COUNTRY,
        }
      }
      duplicate={duplicate}
      duplicateHref={(found) => paths.player(found.slug)}
      onSubmit={onSubmit}
      onSaved={onSaved}
      cancelTo={cancelTo}
    >
      <PlayerFacts />
      <PlayerBadges />
      <PersonFilesPanel legend={t('players.photoAndDocuments')} types={PLAYER_DOCUMENT_TYPES} />
    </PersonForm>
  );
}
