import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { buildStudyBank, buildTreeNode, createQuestionBankFake, questionBankHandlers, resetApiForTest, setupMswServer } from '@medteach/api-client/testing';
import { appBridge } from '../../app/bridge';
import SubjectPage from './SubjectPage';

const chapter = (id: number, label: string, subs: [number, string][]) =>
  buildTreeNode({ id, label, isUnlock: true, isDemo: false, children: subs.map(([subId, subLabel]) => buildTreeNode({ id: subId, pid: id, label: subLabel, isUnlock: true, isDemo: false })) });
const fake = createQuestionBankFake({
  banks: [buildStudyBank({ studyBankId: 1, studyBankName: '综合题库' }), buildStudyBank({ studyBankId: 2, studyBankName: '专项题库' })],
  tree: [chapter(10, '内科学', [[11, '呼吸系统疾病']]), chapter(20, '外科学', [[21, '普通外科']])],
});
const server = setupMswServer();
beforeEach(() => {
  resetApiForTest();
  server.use(...questionBankHandlers(fake));
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/subject', element: <SubjectPage /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/goods', element: <p>goods page</p> },
    ],
    path,
  );
const query = (router: ReturnType<typeof renderAt>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/subject keeps its state for the way back (spec §2)', () => {
  it('a practice link carries the bank tab and the open chapter (topicActive)', async () => {
    const user = userEvent.setup();
    const router = renderAt('/subject?majorType=1');
    await user.click(await screen.findByRole('tab', { name: '专项题库' }));
    await user.click(await screen.findByText('外科学'));
    await user.click(await screen.findByRole('button', { name: /普通外科/ }));
    await screen.findByText('answering');
    expect(query(router)).toMatchObject({ name: 'topic', studyBankId: '2', topicActive: '20', categoryId: '21' });
  });

  it('opened with studyBankId and topicActive (the answering screen\'s back), shows that tab with that chapter open', async () => {
    renderAt('/subject?majorType=1&studyBankId=2&topicActive=20');
    expect(await screen.findByRole('tab', { name: '专项题库', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /普通外科/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: /呼吸系统疾病/ })).toBeNull());
  });
});

describe('a locked sub-category in a plain browser (issue 18)', () => {
  afterEach(() => Dialog.clear());

  it('opens the goods page of its skill, coming back into that practice after buying', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const buy = vi.spyOn(appBridge, 'buyFirstStaionAction');
    const locked = buildTreeNode({
      id: 30,
      label: '儿科学',
      isUnlock: false,
      isDemo: true,
      skillId: 4,
      children: [buildTreeNode({ id: 31, pid: 30, label: '新生儿', isUnlock: false, isDemo: true }), buildTreeNode({ id: 32, pid: 30, label: '小儿呼吸', isUnlock: false, isDemo: true })],
    });
    server.use(...questionBankHandlers(createQuestionBankFake({ banks: [buildStudyBank({ studyBankId: 1, studyBankName: '综合题库' })], tree: [locked] })));
    const router = renderAt('/subject?majorType=1&studyBankId=1&topicActive=30');
    const entry = await screen.findByRole('button', { name: /小儿呼吸/ });
    expect(entry).toHaveAttribute('data-entry', 'locked');
    await user.click(entry);
    // Why first: a 试用 chapter lets its first section be tried, the others need buying.
    const why = await screen.findByRole('dialog');
    expect(why).toHaveTextContent('「儿科学」可试用第一节，其余小节需购买后才能练习。');
    expect(why).toHaveTextContent('购买「临床思维能力训练」即可解锁本章全部小节。');
    await user.click(within(why).getByRole('button', { name: '立即解锁' }));
    await screen.findByText('goods page');
    expect(buy).not.toHaveBeenCalled();
    const goods = new URLSearchParams(router.state.location.search);
    expect(goods.get('id')).toBe('4');
    expect(Object.fromEntries(new URL(goods.get('back') ?? '', 'http://x').searchParams)).toMatchObject({ name: 'topic', categoryId: '32', skillId: '4' });
  });

  it('a chapter without 试用 says it must be bought first; 取消 stays on the bank, 立即解锁 opens the goods page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const paid = buildTreeNode({ id: 40, label: '外科学', isUnlock: false, isDemo: false, skillId: 5, skillName: '外科技能', children: [buildTreeNode({ id: 41, pid: 40, label: '普通外科', isUnlock: false, isDemo: false })] });
    server.use(...questionBankHandlers(createQuestionBankFake({ banks: [buildStudyBank({ studyBankId: 1, studyBankName: '综合题库' })], tree: [paid] })));
    const router = renderAt('/subject?majorType=1&studyBankId=1&topicActive=40');
    await user.click(await screen.findByRole('button', { name: /普通外科/ }));
    const why = await screen.findByRole('dialog');
    expect(within(why).getByText('未解锁')).toBeInTheDocument();
    expect(why).toHaveTextContent('「外科学」需购买后才能练习。购买「外科技能」即可解锁本章全部小节。');
    await user.click(within(why).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/subject');

    await user.click(screen.getByRole('button', { name: /普通外科/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '立即解锁' }));
    await screen.findByText('goods page');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('5');
  });

  it('a locked chapter with nothing on sale says so, with no way to a shop', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const closed = buildTreeNode({ id: 50, label: '妇产科学', isUnlock: false, isDemo: false, skillId: null, productInfoId: null, children: [buildTreeNode({ id: 51, pid: 50, label: '产科', isUnlock: false, isDemo: false })] });
    server.use(...questionBankHandlers(createQuestionBankFake({ banks: [buildStudyBank({ studyBankId: 1, studyBankName: '综合题库' })], tree: [closed] })));
    const router = renderAt('/subject?majorType=1&studyBankId=1&topicActive=50');
    await user.click(await screen.findByRole('button', { name: /产科/ }));
    const why = await screen.findByRole('dialog');
    expect(why).toHaveTextContent('「妇产科学」需购买后才能练习。暂未开放购买，请联系老师。');
    expect(within(why).queryByRole('button', { name: '立即解锁' })).not.toBeInTheDocument();
    await user.click(within(why).getByRole('button', { name: '知道了' }));
    expect(router.state.location.pathname).toBe('/subject');
  });
});
