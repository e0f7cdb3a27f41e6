import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { LayoutSettingsProvider } from './layout/LayoutSettingsContext';

/** App-wide context: React Query owns all server state; antd speaks Chinese in the chosen theme colour. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <LayoutSettingsProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LayoutSettingsProvider>
    </ConfigProvider>
  );
}
