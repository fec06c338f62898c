import React from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { api } from '../api/client';
import { queryClient } from '../data/query-client';
import { i18n } from '../i18n/instance';
import { store } from '../store';
import { defineRemote } from './define-remote';
import { BUILD_RELEASE, type InstanceRecord } from './contract';

const records = () => (globalThis as unknown as { __leagueInstances?: InstanceRecord[] }).__leagueInstances ?? [];

test('a remote keeps its name, strings and routes, carries its build release and records the instances it runs with', () => {
  const resources = { kk: {}, ru: {}, en: {} };
  const remote = defineRemote({ name: 'mf_example', namespace: 'example', resources, routes: [] });
  expect(remote).toEqual({ name: 'mf_example', namespace: 'example', resources, routes: [], release: BUILD_RELEASE });
  const record = records().at(-1);
  expect(record?.app).toBe('mf_example');
  expect(record?.react).toBe(React);
  expect(record?.router).toBe(UNSAFE_DataRouterContext);
  for (const [key, instance] of Object.entries({ i18n, store, api, queryClient })) {
    expect(record?.[key as keyof InstanceRecord]).toBe(instance);
  }
});
