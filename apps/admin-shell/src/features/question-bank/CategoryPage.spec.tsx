import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { productAdminPaths, questionAdminPaths } from '@medteach/contract';
import CategoryPage from './CategoryPage';

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(questionAdminPaths.categoryList), () => HttpResponse.json(ok([]))),
  http.get(apiPath(productAdminPaths.list), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 0, rows: [] })),
);
setupTestApi();

/** antd forms and dialogs on a busy 2-core machine. */
const SLOW = { timeout: 60_000 };

describe('分类管理: the form explains 试用 and 分类编码 in a school\'s words', () => {
  it('says what 试用 lets a student do before buying, and what the code is for', SLOW, async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ConfigProvider locale={zhCN}>
          <App>
            <MemoryRouter>
              <CategoryPage />
            </MemoryRouter>
          </App>
        </ConfigProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('学生未购买时，可免费试做本分类第一个小节的前 5 道题，其余小节购买后才能练习；只对加锁的分类有效。')).toBeInTheDocument();
    expect(screen.getByText('学校自定的分类编号，便于对照教材章节，可不填；填 6 时学生答题页不显示“知识点”入口。')).toBeInTheDocument();
  });
});
