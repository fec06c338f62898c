// /cabinet/clubs/:club_id/teams/:id/players/create and …/players/:slug/edit (provider-rules: a
// provider never gets the form, and the API refuses it too). Names in kk/ru/en, birth date,
// position, number, badges, measurements, identity, the photo (≤ 300 KB) and the documents
// (≤ 1 MB, each with its expiry). A likely duplicate comes back as a warning with a link to the
// person already registered and a "save anyway" box; what was typed stays. The pages, the names,
// identity, files and the save are the person form's (ui/person-form-page, ui/person-form).
import { useParams } from 'react-router-dom';
import { callEndpoint, DEFAULT_COUNTRY, positiveId, useEndpointQuery } from '@league/shared';
import {
  endpoints,
  HistoryPanel,
  PLAYER_DOCUMENT_TYPES,
  type PlayerCreateBody,
  type PlayerFormValues,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { personBody, personFieldsOf, type PersonFormFields } from '../../ui/person-form';
import { PersonCreatePage, PersonEditPage, type PersonFormKind } from '../../ui/person-form-page';
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

const playerKind: PersonFormKind<PlayerFields> = {
  owner: 'player',
  strings: 'players',
  importKind: 'players',
  listTo: paths.players(),
  blank: { is_woman_squad: false, is_pupil: false, is_captain: false, is_joker: false, citizenship: DEFAULT_COUNTRY },
  duplicateHref: (found) => paths.player(found.slug),
  fields: (
    <>
      <PlayerFacts />
      <PlayerBadges />
    </>
  ),
  documentTypes: PLAYER_DOCUMENT_TYPES,
};

export function PlayerCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  return (
    <PersonCreatePage
      kind={playerKind}
      teamId={teamId}
      send={async (values) => {
        const answer = await callEndpoint(endpoints.playersCabinet.cabinetCreate, {
          body: { ...playerBody(values), team_id: positiveId(teamId)!, confirm_duplicate: !!values.confirm_duplicate },
        });
        return answer.data;
      }}
      savedTo={paths.player}
      cancelTo={paths.team(clubId, teamId)}
    />
  );
}

export function PlayerEditPage() {
  const { id: teamId = '', slug = '' } = useParams();
  const form = useEndpointQuery(endpoints.playersCabinet.cabinetForm, { params: { slug } });
  return (
    <PersonEditPage
      kind={playerKind}
      teamId={teamId}
      form={form}
      fieldsOf={fieldsOf}
      send={({ id, teams }, fields) => {
        const team = teams.find((m) => m.is_active && m.team.id === positiveId(teamId))?.team.id ?? null;
        return callEndpoint(endpoints.playersCabinet.cabinetEdit, {
          params: { id },
          body: { ...playerBody(fields), team_id: team },
        });
      }}
      backTo={(player) => paths.player(player.slug)}
      renderAfter={(player) => <HistoryPanel entity="player" id={player.id} />}
    />
  );
}
