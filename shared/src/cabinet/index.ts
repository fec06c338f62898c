// The cabinet kit (`@league/shared/cabinet`): tables, forms, file input, dialogs, statuses,
// breadcrumbs and notifications, and the form fields. Components take data and callbacks as
// props; none of them fetches. It is its own federated singleton, apart from '@league/shared',
// so a visitor's pages do not load it; it reaches the one store, i18n and API client through
// '@league/shared' (the package name, never a relative path), like the apps do.
import './cabinet-kit.css';
import { keepBrowserValidationOff } from './browser-validation';

keepBrowserValidationOff();

export { useValidator } from '../forms/use-validator';

export * from './status-badge';
export * from './breadcrumbs';
export * from './cabinet-page';
export * from './page-async';
export * from './use-notify';
export * from './confirm-dialog';
export * from './reason-dialog';
export { useDialogKeys } from './dialog-keys';
export * from './use-table-state';
export * from './data-table';
export { TablePagination } from './pagination';
export { useNarrow, NARROW_QUERY } from './use-narrow';
export * from './cabinet-form';
export * from './conflict';
export { eventKeys, newIdempotencyKey } from './idempotency';
export { useSection, type Section } from './use-section';
export * from './fields';
export { DateField, TimeField, DateTimeField, type DateBounds } from './date-field';
export { formatDayMonthYear, isoDate, isTime, shapeDate, shapeTime } from './dates';
export { applyMask, unmask, isMaskComplete, maskPlaceholder } from './mask';
export { UnsavedChangesGuard } from './unsaved-guard';
export { ErrorSlot, FieldFrame, type BaseFieldProps, type FieldValidator } from './field-parts';
export * from './file-input';
export { downloadFile, fileNameOf } from './download-file';
export * from './filter-select';
export * from './title-fields';
export { HistoryEntries, HistoryPager, HistoryPanel } from './history-panel';
export { positiveId } from '../federation/route-id';

// The cabinet's contracts and every endpoint group (the visitor's `endpoints` has only theirs).
export * from '../contracts/cabinet-landing';
export * from '../contracts/cabinet-clubs';
export * from '../contracts/cabinet-teams';
export * from '../contracts/cabinet-matches';
export * from '../contracts/cabinet-fixtures';
export * from '../contracts/cabinet-people';
export * from '../contracts/cabinet-staff';
export * from '../contracts/cabinet-documents';
export * from '../contracts/cabinet-departures';
export * from '../contracts/cabinet-content';
export * from '../contracts/cabinet-albums';
export * from '../contracts/cabinet-catalogue';
export * from '../contracts/cabinet-applications';
export * from '../contracts/seasons';
export * from '../contracts/match-suspensions';
export * from '../contracts/accounts';
export * from '../contracts/cabinet-referees';
export * from '../contracts/match-sheet';
export * from '../contracts/appointments';
export * from '../contracts/registry-import';
export * from '../contracts/league-cabinet';
export * from '../contracts/history';
export * from '../league/colors';
export * as endpoints from '../endpoints';

/** Countries of citizenship (ISO 3166-1 alpha-2) named in kk, ru, en — the cabinet's only, so a visitor's pages never load the list. */
export { countryName, countryOptions } from '../labels/countries';
/** A document reminder's text in any language (the notification list; e-mail uses the same). */
export { documentReminderText } from '../labels/reminders';
