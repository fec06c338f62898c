import { createWakeConfig } from '../config/rspack.wake.mjs';

// Built after rspack.config.mjs, into the same dist/ (see scripts/build-apps.mjs).
export default createWakeConfig();
