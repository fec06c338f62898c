// super_admin's switches on a tournament's page: activity, main and finish, each after a
// confirmation (finishing with unplayed matches asks once more), and how a write is reported.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, formatDate, useEndpointMutation, useLocale, type CabinetTournamentDetail } from '@league/shared';
import { useConfirm, useNotify, endpoints } from '@league/shared/cabinet';

const api = endpoints.tournaments;

/** Runs a write and says how it went: a success toast, or the server's message (else a generic error). */
export function useAction() {
  const notify = useNotify();
  return async (work: () => Promise<unknown>) => {
    try {
      await work();
      notify.success();
      return true;
    } catch (error) {
      notify.refused(error);
      return false;
    }
  };
}

export type RunAction = ReturnType<typeof useAction>;
export type Confirm = ReturnType<typeof useConfirm>['confirm'];

/** The number of unplayed matches of a refused finish (409 `data.unplayed`), else null. */
export function unplayedOf(error: unknown): number | null {
  if (!isApiError(error) || error.response?.status !== 409) return null;
  const unplayed = (error.response.data as { data?: { unplayed?: unknown } } | undefined)?.data?.unplayed;
  return typeof unplayed === 'number' ? unplayed : null;
}

/** The finish form's date at first: today, or the start when the tournament starts later (the API refuses an end before the start). */
export const defaultFinishDate = (today: string, startDate: string | null) =>
  startDate !== null && startDate > today ? startDate : today;

export function useTournamentSwitches(tournament: CabinetTournamentDetail['tournament']) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const run = useAction();
  const invalidates = [api.cabinetDetail, api.teams, api.form, api.matches, endpoints.cabinetLists.cabinetTournaments];
  const activity = useEndpointMutation(api.activity, { invalidates });
  const main = useEndpointMutation(api.main, { invalidates });
  const finish = useEndpointMutation(api.finish, { invalidates });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const date = (value: string | null) => (value ? formatDate(value, 'short', locale) : '—');

  const toggleActivity = async () => {
    const on = !tournament.active;
    const yes = await confirm({
      title: t(on ? 'tournament.activateTitle' : 'tournament.deactivateTitle'),
      message: t(on ? 'tournament.activateText' : 'tournament.deactivateText', { title: tournament.title }),
      confirmLabel: t(on ? 'tournament.activate' : 'tournament.deactivate'),
    });
    if (yes) await run(() => activity.mutateAsync({ params: { id: tournament.id }, body: { active: on } }));
  };
  const makeMain = async () => {
    const yes = await confirm({
      title: t('tournament.mainTitle'),
      message: t('tournament.mainText', { title: tournament.title }),
      confirmLabel: t('tournament.makeMain'),
    });
    if (yes) await run(() => main.mutateAsync({ params: { id: tournament.id }, body: { main: true } }));
  };
  // A refused date (before the start) is an error on the date field; a cancelled confirmation sends nothing.
  const askFinish = async ({ end_date: endDate = '' }: { end_date?: string }) => {
    const yes = await confirm({
      title: t('tournament.finishTitle'),
      message: t('tournament.finishText', { title: tournament.title, date: date(endDate) }),
      confirmLabel: t('tournament.finish'),
      danger: true,
    });
    if (!yes) return;
    try {
      await finish.mutateAsync({ params: { id: tournament.id }, body: { end_date: endDate } });
    } catch (error) {
      // Matches not played: say how many and finish only when confirmed; any other refusal is the form's (on its field).
      const unplayed = unplayedOf(error);
      if (unplayed === null) throw error;
      const anyway = await confirm({
        title: t('tournament.finishUnplayedTitle'),
        message: t('tournament.finishUnplayedText', { count: unplayed }),
        confirmLabel: t('tournament.finishAnyway'),
        danger: true,
      });
      if (!anyway) return;
      await finish.mutateAsync({ params: { id: tournament.id }, body: { end_date: endDate, confirm: true } });
    }
    notify.success();
  };

  return {
    confirm,
    dialog,
    run,
    today,
    toggleActivity,
    makeMain,
    askFinish,
    activating: activity.isPending,
    makingMain: main.isPending,
  };
}

export type TournamentSwitches = ReturnType<typeof useTournamentSwitches>;
