import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { apiPath, ok, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { coursePaths, type MyCertificate } from '@medteach/contract';
import CertificatesPage, { certificateLinkOf } from './CertificatesPage';

const COLLECTED: MyCertificate = {
  onlineCourseId: 1,
  onlineCourseName: '内科学临床思维',
  code: 'MT-2026-000003',
  isPass: true,
  isCollect: true,
  collectTime: '2026-05-20 10:00:00',
  earnedScore: 12,
  minimumScore: 8,
};
const CLAIMABLE: MyCertificate = { ...COLLECTED, onlineCourseId: 4, onlineCourseName: '急诊医学', code: 'MT-2026-000010', isCollect: false, collectTime: null, earnedScore: 8 };
const ON_THE_WAY: MyCertificate = { ...COLLECTED, onlineCourseId: 2, onlineCourseName: '口腔颌面外科基础', code: null, isPass: false, isCollect: false, collectTime: null, earnedScore: 2, minimumScore: 5 };

const server = setupMswServer();
const answer = (list: MyCertificate[] | 'fail') =>
  server.use(http.get(apiPath(coursePaths.myCertificates), () => HttpResponse.json(list === 'fail' ? { code: 500, msg: '服务异常' } : ok(list))));
beforeEach(() => {
  resetApiForTest().tokenStore.set('student-token');
});
const renderPage = () => renderRoutes([{ path: '/certificates', element: <CertificatesPage /> }], '/certificates');

describe('我的证书 (issue 18)', () => {
  it('shows each course’s certificate: collected with code and time, claimable, or the credits still to earn', async () => {
    answer([COLLECTED, CLAIMABLE, ON_THE_WAY]);
    renderPage();
    expect(await screen.findByRole('heading', { name: '我的证书' })).toBeInTheDocument();
    const collected = (await screen.findByText('内科学临床思维')).closest('.adm-list-item') as HTMLElement;
    expect(within(collected).getByText('已领取')).toBeInTheDocument();
    expect(within(collected).getByText('证书编号 MT-2026-000003')).toBeInTheDocument();
    expect(within(collected).getByText('领取时间 2026-05-20 10:00:00')).toBeInTheDocument();
    const claimable = screen.getByText('急诊医学').closest('.adm-list-item') as HTMLElement;
    expect(within(claimable).getByText('可领取')).toBeInTheDocument();
    const onTheWay = screen.getByText('口腔颌面外科基础').closest('.adm-list-item') as HTMLElement;
    expect(within(onTheWay).getByText('学分 2/5')).toBeInTheDocument();
    expect(within(onTheWay).getByText('证书编号在证书页首次打开时生成')).toBeInTheDocument();
  });

  it('a row opens the course’s certificate screen in the teaching app', async () => {
    answer([COLLECTED]);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/learner/', assign } as Location);
    renderPage();
    await userEvent.click(await screen.findByText('内科学临床思维'));
    expect(assign).toHaveBeenCalledWith('/teaching/#/teachLearnCertificate?onlineCourseId=1');
    vi.restoreAllMocks();
    expect(certificateLinkOf({ onlineCourseId: 7 })).toMatch(/\/teaching\/#\/teachLearnCertificate\?onlineCourseId=7$/);
  });

  it('shows 暂无证书 without courses', async () => {
    answer([]);
    renderPage();
    expect(await screen.findByText('暂无证书')).toBeInTheDocument();
  });

  it('shows an error with 重试, which loads the list again', async () => {
    answer('fail');
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer([COLLECTED]);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('内科学临床思维')).toBeInTheDocument();
  });
});
