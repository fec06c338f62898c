// One superstruct contract per endpoint, shared by the browser and the API
// (`@league/shared/contracts`). No React here.
export * from './envelope';
export * from './errors';
export * from './fields';
export * from './common';
export * from './enums';
export * from './auth';
export * from './system';
export * from './tournaments';
export * from './cabinet-landing';
export * from './cabinet-clubs';
export * from './cabinet-teams';
export * from './cabinet-matches';
export * from './stadiums';
export * from './league';
export * from './people';
export * from './content';
export * from './search';
export * from './feedback';
export * from './list-query';
export * from './files';
export * from './notifications';
export * from './cabinet-people';
export * from './cabinet-departures';
export * from './eligibility';
export * from './cabinet-applications';
export * from './seasons';
