// A remote for the server render's tests: a lazy page that asks for data, declares its head and
// shows the not-found page when its record does not exist, and the same page declaring that it
// needs its scripts at load.
import { lazy } from 'react';
import {
  NotFound,
  Skeleton,
  endpoints,
  isNotFound,
  useEndpointQuery,
  usePageMeta,
  type RemoteModule,
} from '@league/shared';

function ClockPage({ live = false }: { live?: boolean }) {
  const clock = useEndpointQuery(endpoints.system.datetime, {});
  usePageMeta({
    title: 'Часы & время',
    description: 'The league clock',
    image: '/uploads/clock.png',
    scriptsAtLoad: live || undefined,
  });
  if (clock.status === 'error' && isNotFound(clock.error)) return <NotFound />;
  if (clock.status !== 'success') return <Skeleton lines={1} />;
  // Staff-written bodies are parsed with the browser's DOMParser, which the server provides too.
  const parsed = new DOMParser().parseFromString('<p>staff <b>text</b></p>', 'text/html').body.textContent;
  return (
    <>
      <p className="clock">{clock.data.data.local}</p>
      <p className="parsed">{parsed}</p>
    </>
  );
}

export const testRemote: RemoteModule = {
  name: 'mf_public',
  namespace: 'public-test',
  resources: { kk: {}, ru: {}, en: {} },
  routes: [
    { path: '/clock', layout: 'main', Component: lazy(() => Promise.resolve({ default: ClockPage })) },
    { path: '/live-clock', layout: 'main', Component: () => <ClockPage live /> },
  ],
};
