// One sheet of a preview as a table: the line, what the import does with the row, and each cell
// as read, a cell with a problem marked and its problem written under it (a note in grey). On a
// phone the table scrolls sideways with the line number kept in view.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow, ImportSheet } from '@league/shared/cabinet';

const ROW = 'row';

function Messages({ errors, notes }: { errors?: string[]; notes?: string[] }) {
  if (!errors?.length && !notes?.length) return null;
  return (
    <ul className="ri-messages">
      {errors?.map((text) => (
        <li key={`e${text}`} className="ri-messages__error">
          {text}
        </li>
      ))}
      {notes?.map((text) => (
        <li key={`n${text}`} className="ri-messages__note">
          {text}
        </li>
      ))}
    </ul>
  );
}

function Row({ row, columns }: { row: ImportRow; columns: ImportSheet['columns'] }) {
  const { t } = useTranslation('cab-clubs');
  const status = {
    new: t('registryImport.statusNew'),
    exists: t('registryImport.statusExists'),
    error: t('registryImport.statusError'),
  };
  return (
    <tr className={`ri-row ri-row--${row.status}`}>
      <th scope="row" className="ri-sticky">
        {row.line}
      </th>
      <td>
        <span className={`ri-status ri-status--${row.status}`}>{status[row.status]}</span>
        <Messages errors={row.errors[ROW]} notes={row.notes[ROW]} />
      </td>
      {columns.map(({ key }) => (
        <td key={key} className={row.errors[key] ? 'ri-cell--error' : row.notes[key] ? 'ri-cell--note' : undefined}>
          <span className="ri-value">{row.cells[key] ?? ''}</span>
          <Messages errors={row.errors[key]} notes={row.notes[key]} />
        </td>
      ))}
    </tr>
  );
}

export function PreviewTable({ sheet, onlyProblems }: { sheet: ImportSheet; onlyProblems: boolean }) {
  const { t } = useTranslation('cab-clubs');
  const id = useId();
  const rows = onlyProblems ? sheet.rows.filter((row) => row.status === 'error') : sheet.rows;
  if (onlyProblems && rows.length === 0) return null;
  const title = t('registryImport.sheet', { name: sheet.name, kind: t(`registryImport.kind.${sheet.kind}`) });
  return (
    <section className="cc-panel ri-sheet" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {sheet.ignored.length > 0 && (
        <p className="ri-muted">{t('registryImport.ignored', { columns: sheet.ignored.join(', ') })}</p>
      )}
      <p className="ri-muted ri-scroll-hint">{t('registryImport.scrollHint')}</p>
      {/* A scrolling region is reached by keyboard to scroll it. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="ri-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="ri-table">
          <thead>
            <tr>
              <th scope="col" className="ri-sticky">
                {t('registryImport.line')}
              </th>
              <th scope="col">{t('registryImport.status')}</th>
              {sheet.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.line} row={row} columns={sheet.columns} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
