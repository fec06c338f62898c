import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/instance';
import { queryClient } from '../data/query-client';
import { store } from '../store';

/** The providers every tree needs: the one store, the one QueryClient and the one i18n instance. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
