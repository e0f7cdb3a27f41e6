import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LayoutSettingsProvider } from './layout/LayoutSettingsContext';

/**
 * App-wide context: React Query owns all server state; the layout settings (theme colour included) are live.
 * No antd here: AntdRoot, a lazy layout route, themes the screens drawn with antd (issue 9).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <LayoutSettingsProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LayoutSettingsProvider>
  );
}
