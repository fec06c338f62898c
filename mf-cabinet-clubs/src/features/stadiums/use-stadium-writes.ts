// The writes of the stadiums page: saving the form (a new stadium or the chosen one) and
// deleting a stadium after a confirmation, with the API's refusal shown as a message.
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, type CabinetStadium } from '@league/shared';
import { useConfirm, useNotify, endpoints } from '@league/shared/cabinet';
import { stadiumBody, type StadiumFormValues } from './stadium-form';

const api = endpoints.stadiums;

/** What the form panel shows: a new stadium, the chosen one, or nothing. */
export type Editing = CabinetStadium | 'new' | null;

export function useStadiumWrites(editing: Editing, setEditing: Dispatch<SetStateAction<Editing>>) {
  const { t } = useTranslation('cab-clubs');
  const create = useEndpointMutation(api.createStadium, { invalidates: [api.cabinetStadiums] });
  const update = useEndpointMutation(api.updateStadium, { invalidates: [api.cabinetStadiums, api.cabinetStadium] });
  const remove = useEndpointMutation(api.deleteStadium, { invalidates: [api.cabinetStadiums] });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();

  const save = (values: StadiumFormValues) => {
    const body = stadiumBody(values);
    return editing && editing !== 'new'
      ? update.mutateAsync({ params: { id: editing.id }, body })
      : create.mutateAsync({ body });
  };

  const askDelete = async (stadium: CabinetStadium) => {
    const yes = await confirm({
      title: t('stadiums.deleteTitle'),
      message: stadium.title,
      confirmLabel: t('stadiums.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ params: { id: stadium.id } });
      if (editing !== 'new' && editing?.id === stadium.id) setEditing(null);
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };

  return { save, askDelete, dialog };
}
