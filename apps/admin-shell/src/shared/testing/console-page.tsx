/**
 * Test helpers (only imported by *.spec.tsx): a console screen rendered as the shell provides it — antd zh-CN,
 * antd's App (message/modal), a fresh QueryClient without retries — and an msw server reset around every test.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createQueryClient, resetApiConfig } from '@medteach/api-client';
import { resetApiForTest } from '@medteach/api-client/testing';

export function renderConsolePage(page: ReactElement) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={createQueryClient({ retry: false })}>{page}</QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

/** An msw server for the file's tests: unhandled requests fail the test; handlers and API config reset after each. */
export function setupConsoleMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => resetApiForTest());
  afterEach(() => {
    server.resetHandlers();
    resetApiConfig();
  });
  return server;
}
