import { createServerConfig } from '../config/rspack.server.mjs';

export default createServerConfig({ dir: 'mf-public' });
