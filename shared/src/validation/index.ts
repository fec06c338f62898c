// Spec §5 validation: pure rules plus their messages in kk, ru and en. No React here: the API
// imports this module too (`@league/shared/validation`).
export * from './rules';
export * from './messages';
export * from './validators';
export * from './dates';
export * from './iin';
