import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { toDictOption } from '@medteach/api-client';
import { apiPath, buildDictData, createTestQueryClient, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { systemPaths } from '@medteach/contract';
import { DictTag, useDict } from './DictTag';

const options = [
  buildDictData({ dictValue: '0', dictLabel: '正常', listClass: 'primary' }),
  buildDictData({ dictValue: '1', dictLabel: '停用', listClass: 'danger' }),
  buildDictData({ dictValue: '2', dictLabel: '未知', listClass: 'default' }),
].map(toDictOption);

describe('<DictTag>', () => {
  it('shows each comma-separated value as its label, in its listClass style', () => {
    render(<DictTag options={options} value="0,1" />);
    expect(screen.getByText('正常')).toHaveClass('ant-tag-processing');
    expect(screen.getByText('停用')).toHaveClass('ant-tag-error');
  });
  it('renders a default-styled entry as plain text and an unknown value as itself', () => {
    const { container } = render(<DictTag options={options} value="2,9" />);
    expect(screen.getByText('未知').tagName).toBe('SPAN');
    expect(container.querySelector('.ant-tag')).toBeNull();
    expect(container).toHaveTextContent('9');
  });
  it('renders nothing for an empty value', () => {
    const { container } = render(<DictTag options={options} value="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('useDict', () => {
  const server = setupMswServer();
  setupTestApi();
  let fetches = 0;
  beforeEach(() => {
    fetches = 0;
    server.use(
      http.get(apiPath(`${systemPaths.dictDataByType}/:type`), () => {
        fetches += 1;
        return HttpResponse.json(ok([buildDictData({ dictValue: '0', dictLabel: 'A1型题' })]));
      }),
    );
  });

  function Labels({ id }: { id: string }) {
    const opts = useDict('cmtt_exam_type');
    return <p data-testid={id}>{opts.map((o) => o.label).join()}</p>;
  }

  it('fetches a dictionary type once for every component that shows it', async () => {
    const client = createTestQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Labels id="a" />
        <Labels id="b" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('A1型题'));
    rerender(
      <QueryClientProvider client={client}>
        <Labels id="a" />
        <Labels id="c" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('c')).toHaveTextContent('A1型题');
    expect(fetches).toBe(1);
  });
});
