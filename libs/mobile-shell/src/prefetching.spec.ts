import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { prefetching } from './prefetching';

it("starts the screen's requests with the app's QueryClient and the route's query", async () => {
  const queryClient = new QueryClient();
  const start = vi.fn();
  const router = createMemoryRouter([{ path: '/classSchedule', loader: prefetching(queryClient, start), element: null }], {
    initialEntries: ['/classSchedule?weekday=3&queryType=1'],
  });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  expect(start).toHaveBeenCalledTimes(1);
  const [client, search] = start.mock.calls[0] as unknown as [QueryClient, URLSearchParams];
  expect(client).toBe(queryClient);
  expect(Object.fromEntries(search)).toEqual({ weekday: '3', queryType: '1' });
  expect(router.state.loaderData).toEqual({ '0': null });
});
