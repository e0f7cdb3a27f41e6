import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useOpenPage, type OpenPage } from './useOpenPage';
import { useTagsViews } from './useTagsViews';

const DICT_DATA = '/system/dict-data';
const CONFIG = '/system/config';
const UPLOAD = '/system/upload';

/** A screen whose code never finishes loading, like a lazy page whose chunk is still on its way. */
const never = new Promise<never>(() => undefined);
function LoadingScreen(): never {
  throw never;
}

function renderConsole(capture: (open: OpenPage, plainNavigate: (to: string) => void) => void) {
  function Frame() {
    const tags = useTagsViews();
    capture(useOpenPage(), useNavigate());
    return (
      <>
        <ul>{tags.views.map((v) => <li key={v.path} role="tab">{v.title}</li>)}</ul>
        <KeepAliveOutlet openPaths={tags.views.map((v) => v.path)} cacheVersions={tags.cacheVersions} />
      </>
    );
  }
  const router = createMemoryRouter([
    {
      element: <Frame />,
      children: [{ index: true, element: <p>home</p> }, ...[DICT_DATA, CONFIG, UPLOAD].map((path) => ({ path, element: <LoadingScreen /> }))],
    },
  ]);
  render(<RouterProvider router={router} />);
}
const tagTitles = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('useTagsViews with useOpenPage', () => {
  it('gives every page opened while the previous one is still loading its tag', () => {
    let open: OpenPage = () => undefined;
    renderConsole((o) => (open = o));
    act(() => {
      open(DICT_DATA);
      open(CONFIG);
      open(UPLOAD);
    });
    expect(tagTitles()).toEqual(['首页', '字典数据', '参数设置', '文件上传']);
  });

  it('(why) a plain transition navigation folds pages opened meanwhile into the last one', () => {
    let navigate: (to: string) => void = () => undefined;
    renderConsole((_, n) => (navigate = n));
    act(() => {
      navigate(DICT_DATA);
      navigate(CONFIG);
    });
    expect(tagTitles()).toEqual(['首页', '参数设置']);
  });
});
