// The transfer of a person (player or staff member) to another team, in a dialog (ADR 0161): a
// searchable team picker grouped by club, "keep in the old team", and for a player the shirt
// number and the captaincy in the new team. Saving asks first ("Move <name> from <A> to <B>?");
// what the API refuses (a number taken, a second captain, a team the player is not eligible
// for, an archived club) comes back on its field in the same dialog, where the user changes it
// and moves again.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint, type DocumentOwner } from '@league/shared';
import {
  CabinetForm,
  CheckboxField,
  NumberField,
  endpoints,
  useConfirm,
  useDialogKeys,
  useNotify,
  type CabinetTeamRef,
  type PlayerSwitchTeamBody,
  type StaffSwitchTeamBody,
} from '@league/shared/cabinet';
import { SHIRT_NUMBER_RULES } from './form-fields';
import { NS } from './person-parts';
import { TeamPickerField, teamName } from './team-picker-field';

export interface TransferValues {
  team_id?: number;
  keep: boolean;
  number?: number | string | null;
  is_captain?: boolean;
}

export interface TransferPerson {
  id: number;
  name: string;
  /** A player's shirt number and captaincy now (the new place starts from them); absent for staff. */
  player?: { number: number | null; is_captain: boolean };
}

const MOVED = 'moved';

/** The body of a transfer, from the dialog's values: a staff member's has no number or captaincy. */
export function transferBody(owner: 'staff', personId: number, values: TransferValues): StaffSwitchTeamBody;
export function transferBody(owner: 'player', personId: number, values: TransferValues): PlayerSwitchTeamBody;
export function transferBody(
  owner: DocumentOwner,
  personId: number,
  values: TransferValues,
): PlayerSwitchTeamBody | StaffSwitchTeamBody {
  const common = { team_id: Number(values.team_id), keep: Boolean(values.keep) };
  if (owner === 'staff') return { staff_id: personId, ...common };
  const number =
    values.number === '' || values.number === undefined || values.number === null ? null : Number(values.number);
  return { player_id: personId, ...common, number, is_captain: Boolean(values.is_captain) };
}

/** The button that opens the dialog, in a panel of the person's page. */
export function TransferPanel(props: {
  owner: DocumentOwner;
  person: TransferPerson;
  teams: CabinetTeamRef[];
  current: CabinetTeamRef[];
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <section className="cc-panel" aria-labelledby="person-transfer">
      <h2 id="person-transfer">{t('person.transfer')}</h2>
      <p>
        {props.current.length > 0
          ? t('transfer.now', { teams: props.current.map(teamName).join(', ') })
          : t('person.noTeams')}
      </p>
      <button ref={opener} type="button" className="lg-button" onClick={() => setOpen(true)}>
        {t('transfer.open')}
      </button>
      {open && (
        <TransferDialog
          {...props}
          onClose={close}
          onDone={() => {
            setOpen(false);
            props.onDone();
          }}
        />
      )}
    </section>
  );
}

/** The dialog: modal, labelled, focus kept inside, Escape or Cancel close it. */
export function TransferDialog({
  owner,
  person,
  teams,
  current,
  onClose,
  onDone,
}: {
  owner: DocumentOwner;
  person: TransferPerson;
  teams: CabinetTeamRef[];
  current: CabinetTeamRef[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const notify = useNotify();
  const id = useId();
  const panel = useTransferPanel(onClose);
  const choices = useMemo(() => teams.filter((team) => !current.some((c) => c.id === team.id)), [teams, current]);
  const { submit, dialog } = useTransferSubmit(owner, person, choices, current);
  const initialValues = useTransferStart(person);

  return createPortal(
    <div className="lg-dialog-backdrop">
      <div
        ref={panel}
        className="lg-dialog pp-transfer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="lg-dialog__title">
          {t('transfer.title', { name: person.name })}
        </h2>
        <CabinetForm<TransferValues>
          label={t('transfer.title', { name: person.name })}
          initialValues={initialValues}
          onSubmit={submit}
          success={false}
          warnUnsaved={false}
          submitLabel={t('person.move')}
          onSuccess={(result, values) => {
            if (result !== MOVED) return;
            notify.success(values.keep ? 'playerTransferredKeeping' : 'playerTransferredNotKeeping');
            onDone();
          }}
          actions={
            <button type="button" className="lg-button lg-button--ghost" onClick={onClose}>
              {t('person.cancel')}
            </button>
          }
        >
          <TeamPickerField name="team_id" label={t('person.toTeam')} teams={choices} />
          <CheckboxField name="keep" label={t('person.keep')} />
          {person.player && <PlayerPlaceFields />}
        </CabinetForm>
        {dialog}
      </div>
    </div>,
    document.body,
  );
}

/** The dialog's panel and its keys: focus starts in the search box, stays inside, Escape closes. */
function useTransferPanel(onClose: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
  }, []);
  // The radios sit between the search box (first) and the buttons (last); Tab visits one of them.
  useDialogKeys(
    panel,
    true,
    () => closeRef.current(),
    (item) => !(item instanceof HTMLInputElement && item.type === 'radio'),
  );
  return panel;
}

/** The form's first values: for a player, the number and captaincy now. */
function useTransferStart(person: TransferPerson) {
  // One object while the player's number and captaincy stay (a new one would start the form again).
  const isPlayer = person.player !== undefined;
  const startNumber = person.player?.number ?? null;
  const startCaptain = person.player?.is_captain ?? false;
  return useMemo<TransferValues>(
    () => (isPlayer ? { keep: false, number: startNumber, is_captain: startCaptain } : { keep: false }),
    [isPlayer, startNumber, startCaptain],
  );
}

/** Saving the move: asks first ("Move <name> from <A> to <B>?"), then sends it. */
function useTransferSubmit(
  owner: DocumentOwner,
  person: TransferPerson,
  choices: CabinetTeamRef[],
  current: CabinetTeamRef[],
) {
  const { t } = useTranslation(NS);
  const { confirm, dialog } = useConfirm();
  const submit = async (values: TransferValues) => {
    const target = choices.find((team) => team.id === Number(values.team_id));
    const from = values.keep || current.length === 0 ? null : current.map(teamName).join(', ');
    const asked = await confirm({
      title: t('transfer.confirmTitle'),
      message: from
        ? t('transfer.confirmMove', { name: person.name, from, to: target ? teamName(target) : '' })
        : t('transfer.confirmAdd', { name: person.name, to: target ? teamName(target) : '' }),
      confirmLabel: t('person.move'),
    });
    if (!asked) return null;
    if (owner === 'player')
      await callEndpoint(endpoints.playersCabinet.switchTeam, { body: transferBody('player', person.id, values) });
    else await callEndpoint(endpoints.staffCabinet.switchTeam, { body: transferBody('staff', person.id, values) });
    return MOVED;
  };
  return { submit, dialog };
}

/** A player's shirt number and captaincy in the new team. */
function PlayerPlaceFields() {
  const { t } = useTranslation(NS);
  return (
    <div className="pp-transfer-dialog__place">
      <NumberField
        name="number"
        label={t('transfer.number')}
        hint={t('transfer.numberHint')}
        rules={SHIRT_NUMBER_RULES}
      />
      <CheckboxField name="is_captain" label={t('transfer.captain')} hint={t('transfer.captainHint')} />
    </div>
  );
}
