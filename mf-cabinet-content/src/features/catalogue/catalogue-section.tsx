// One kind of small item: its table (search, paging in the URL; cards on a phone), one form panel
// for a new or the chosen item, delete with a confirmation. A save over a newer version keeps
// what was typed, takes the saved version's number and says so (the next save writes over it).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useEndpointMutation,
  useEndpointQuery,
  type CatalogueItem,
  type CatalogueKind,
  type CatalogueQuery,
} from '@league/shared';
import {
  CabinetForm,
  conflictOf,
  DataTable,
  pagedRows,
  endpoints,
  useConfirm,
  useNotify,
  useTableState,
} from '@league/shared/cabinet';
import { useCatalogueColumns } from './catalogue-columns';
import { catalogueBodyOf, catalogueValuesOf, type CatalogueValues } from './catalogue-values';
import { CatalogueField } from './catalogue-field';
import { FIELDS } from './fields';

function ItemForm({ kind, item, onDone }: { kind: CatalogueKind; item: CatalogueItem | null; onDone: () => void }) {
  const { t } = useTranslation('cab-content');
  const api = endpoints.catalogueCabinet[kind] as unknown as typeof endpoints.catalogueCabinet.partners;
  const create = useEndpointMutation(api.create, { invalidates: [api.list] });
  const update = useEndpointMutation(api.update, { invalidates: [api.list] });
  const fields = FIELDS[kind];
  const initialValues = useMemo(() => catalogueValuesOf(item, fields), [item, fields]);
  const save = async (values: CatalogueValues, form: { change: (name: string, value: unknown) => void }) => {
    const body = catalogueBodyOf(values, fields) as never;
    try {
      return item ? await update.mutateAsync({ params: { id: item.id }, body }) : await create.mutateAsync({ body });
    } catch (error) {
      const current = conflictOf<CatalogueItem>(error);
      if (current) form.change('version', current.version);
      throw error;
    }
  };
  return (
    <section
      className="ct-panel"
      aria-label={item ? t('catalogue.editOf', { title: item.label }) : t('catalogue.newItem')}
    >
      <h2>{item ? t('catalogue.editOf', { title: item.label }) : t('catalogue.newItem')}</h2>
      <CabinetForm<CatalogueValues>
        initialValues={initialValues}
        onSubmit={(values, form) => save(values, form as never)}
        onSuccess={onDone}
        cancel={undefined}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onDone}>
            {t('catalogue.cancel')}
          </button>
        }
        label={item ? t('catalogue.editOf', { title: item.label }) : t('catalogue.newItem')}
      >
        {fields.map((spec) => (
          <CatalogueField key={spec.name} spec={spec} />
        ))}
      </CabinetForm>
    </section>
  );
}

export function CatalogueSection({ kind, heading }: { kind: CatalogueKind; heading?: string }) {
  const { t } = useTranslation('cab-content');
  const api = endpoints.catalogueCabinet[kind] as unknown as typeof endpoints.catalogueCabinet.partners;
  const table = useTableState();
  const list = useEndpointQuery(api.list, { query: table.params as Partial<CatalogueQuery> });
  const remove = useEndpointMutation(api.remove, { invalidates: [api.list] });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const askDelete = async (item: CatalogueItem) => {
    if (
      !(await confirm({
        title: t('catalogue.deleteTitle'),
        message: item.label,
        confirmLabel: t('catalogue.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync({ params: { id: item.id } });
      if (editing !== 'new' && editing?.id === item.id) setEditing(null);
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };
  const columns = useCatalogueColumns(setEditing, (item) => void askDelete(item));
  return (
    <div className="ct-catalogue">
      {heading && <h2>{heading}</h2>}
      {dialog}
      <p>
        <button type="button" className="lg-button" onClick={() => setEditing('new')}>
          {t('catalogue.add')}
          {heading ? `: ${heading}` : ''}
        </button>
      </p>
      {editing !== null && (
        <ItemForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable<CatalogueItem>
        caption={heading ?? t(`sections.${kind}`)}
        columns={columns}
        {...pagedRows(list)}
        rowKey={(item) => item.id}
        state={table}
        empty={t('catalogue.empty')}
        search
      />
    </div>
  );
}
