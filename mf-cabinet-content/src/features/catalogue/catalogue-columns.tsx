// The columns of a small items' table: the picture, the name, and the edit and delete buttons.
import { useTranslation } from 'react-i18next';
import type { CatalogueItem } from '@league/shared';
import type { Column } from '@league/shared/cabinet';

export function useCatalogueColumns(
  onEdit: (item: CatalogueItem) => void,
  onDelete: (item: CatalogueItem) => void,
): Column<CatalogueItem>[] {
  const { t } = useTranslation('cab-content');
  return [
    {
      key: 'picture',
      header: '',
      render: (item) =>
        item.picture ? (
          <img src={item.picture.src} alt="" width={64} height={36} className="ct-thumb" loading="lazy" />
        ) : null,
    },
    { key: 'label', header: t('catalogue.name'), render: (item) => item.label, primary: true },
    {
      key: 'actions',
      header: t('catalogue.actions'),
      align: 'end',
      render: (item) => (
        <span className="ct-row-actions">
          <button
            type="button"
            className="lg-button lg-button--ghost"
            aria-label={t('catalogue.editOf', { title: item.label })}
            onClick={() => onEdit(item)}
          >
            {t('catalogue.edit')}
          </button>
          <button
            type="button"
            className="lg-button lg-button--danger"
            aria-label={t('catalogue.deleteOf', { title: item.label })}
            onClick={() => onDelete(item)}
          >
            {t('catalogue.delete')}
          </button>
        </span>
      ),
    },
  ];
}
