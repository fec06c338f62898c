// The travelling squad as its form holds it (who is ticked) and as the API takes it. Pure.
import type { DepartureSquadForm } from '@league/shared/cabinet';

export interface SquadValues {
  player_ids: number[];
  staff_ids: number[];
}

/** Who was sent last time (or nobody yet). */
export const squadValuesOf = (form: Pick<DepartureSquadForm, 'players' | 'staff'>): SquadValues => ({
  player_ids: form.players.filter((p) => p.selected).map((p) => p.id),
  staff_ids: form.staff.filter((s) => s.selected).map((s) => s.id),
});

/** The body of the send: the ticked people, never undefined. */
export const squadBody = (values: Partial<SquadValues>): SquadValues => ({
  player_ids: values.player_ids ?? [],
  staff_ids: values.staff_ids ?? [],
});

/** How many are ticked, and whether that is the stated count (null: none stated yet). */
export function squadCount(values: Partial<SquadValues>, count: number | null): { chosen: number; off: boolean } {
  const chosen = (values.player_ids?.length ?? 0) + (values.staff_ids?.length ?? 0);
  return { chosen, off: count !== null && chosen !== count };
}
