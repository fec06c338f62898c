// /cabinet/seasons (super_admin; ADR 0175): every season with its dates, its tournaments and
// whether it is current; a new season (the form proposes the one after the latest), a change of
// one, making one current after a confirmation. Errors land on their fields (end after start on
// the end date, a year already taken on the start date).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView, useEndpointMutation, useEndpointQuery, usePageMeta, type CabinetSeason } from '@league/shared';
import { CabinetPage, endpoints, useConfirm, useNotify } from '@league/shared/cabinet';
import { SeasonForm } from './season-form';
import { newSeasonFields, seasonBody, seasonFieldsOf, type SeasonFields } from './season-values';
import { SeasonsList } from './seasons-list';
import '../../ui/tournaments.css';

const api = endpoints.seasons;

export default function SeasonsPage() {
  const list = useEndpointQuery(api.list, {});
  return <AsyncView data={list}>{(answer) => <SeasonsView seasons={answer.data} />}</AsyncView>;
}

function SeasonsView({ seasons }: { seasons: CabinetSeason[] }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('seasons.title') });
  const [editing, setEditing] = useState<CabinetSeason | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const invalidates = [api.list, endpoints.handbooks.list, endpoints.tournaments.form];
  const create = useEndpointMutation(api.create, { invalidates });
  const update = useEndpointMutation(api.update, { invalidates });
  const current = useEndpointMutation(api.makeCurrent, { invalidates });
  const initial = useMemo<SeasonFields | null>(
    () => (editing === 'new' ? newSeasonFields(seasons) : editing ? seasonFieldsOf(editing) : null),
    [editing, seasons],
  );

  const makeCurrent = async (season: CabinetSeason) => {
    const yes = await confirm({
      title: t('seasons.makeCurrentTitle'),
      message: t('seasons.makeCurrentText', { title: season.title }),
      confirmLabel: t('seasons.makeCurrent'),
    });
    if (!yes) return;
    try {
      await current.mutateAsync({ params: { id: season.id } });
      notify.success();
    } catch {
      notify.error();
    }
  };

  return (
    <CabinetPage
      title={t('seasons.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('seasons.title') }]}
      actions={
        editing === null && (
          <button type="button" className="lg-button" onClick={() => setEditing('new')}>
            {t('seasons.add')}
          </button>
        )
      }
    >
      {dialog}
      {editing !== null && initial && (
        <SeasonForm
          editing={editing}
          initial={initial}
          onSubmit={(values) =>
            editing === 'new'
              ? create.mutateAsync({ body: seasonBody(values) })
              : update.mutateAsync({ params: { id: editing.id }, body: seasonBody(values) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      <SeasonsList seasons={seasons} onEdit={setEditing} onMakeCurrent={makeCurrent} busy={current.isPending} />
    </CabinetPage>
  );
}
