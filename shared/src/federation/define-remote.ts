// A remote's exposed `./routes` module: its name, strings and routes, with the release of the
// build it is part of. Defining it records the singletons the remote runs with, which the
// end-to-end tests compare across apps (React, i18n, store, API client, QueryClient, router).
import React from 'react';
import { api } from '../api/client';
import { queryClient } from '../data/query-client';
import { i18n } from '../i18n/instance';
import { store } from '../store';
import { BUILD_RELEASE, recordInstances, type RemoteModule } from './contract';

export function defineRemote(remote: Omit<RemoteModule, 'release'>): RemoteModule {
  recordInstances({ app: remote.name, react: React, i18n, store, api, queryClient });
  return { ...remote, release: BUILD_RELEASE };
}
