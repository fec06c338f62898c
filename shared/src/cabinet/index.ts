// The cabinet kit: tables, forms, file input, dialogs, statuses, breadcrumbs and notifications.
// Components take data and callbacks as props; none of them fetches.
import './cabinet-kit.css';

export * from './status-badge';
export * from './breadcrumbs';
export * from './cabinet-page';
export * from './use-notify';
export * from './confirm-dialog';
export * from './use-table-state';
export * from './data-table';
export { TablePagination } from './pagination';
export { useNarrow, NARROW_QUERY } from './use-narrow';
export * from './cabinet-form';
export * from './fields';
export { DateField, formatDayMonthYear } from './date-field';
export { applyMask, unmask, isMaskComplete, maskPlaceholder } from './mask';
export { UnsavedChangesGuard } from './unsaved-guard';
export type { BaseFieldProps } from './field-parts';
export * from './file-input';
