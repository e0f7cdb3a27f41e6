import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStudyBank, buildTreeNode, createQuestionBankFake, questionBankHandlers, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { appBridge } from '../../app/bridge';
import AlipayReturnPage from './AlipayReturnPage';
import { goodsLink, purchaseReturnFor, rememberPurchaseReturn } from './purchase-return';

// Skill 2 is sold by chapter 20 of bank 3, which the purchase has just unlocked.
const fake = createQuestionBankFake({
  tree: [buildTreeNode({ id: 20, skillId: 2, isUnlock: true, children: [] })],
  banks: [buildStudyBank({ studyBankId: 3, studyBankCategories: [{ id: 21, categoryId: 21, label: '口腔颌面外科', categoryName: '口腔颌面外科', totalNum: 5, parentCategoryId: 20, parentCategoryName: '口腔' }] })],
});
setupMswServer(...questionBankHandlers(fake));
setupTestApi();

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/Alipay', element: <AlipayReturnPage /> },
      { path: '/subject', element: <p>bank home</p> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
    ],
    path,
  );

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('payment return page', () => {
  it('in a plain browser, paid: 进入题库 opens the bank on the chapter the skill unlocks; the goods page stays a link', async () => {
    const close = vi.spyOn(appBridge, 'closeWeb');
    const router = renderAt('/Alipay?skillId=2&out_trade_no=abc12345&total_amount=88.00&payStatus=1');
    expect(screen.getByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付金额：¥88.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回商品页' })).toHaveAttribute('href', '/goods?id=2');
    await userEvent.click(await screen.findByRole('button', { name: '进入题库' }));
    expect(await screen.findByText('bank home')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?majorType=1&studyBankId=3&topicActive=20');
    expect(close).not.toHaveBeenCalled();
  });

  it('in a browser, paid after the lock of a question (issue 18): straight back to that question; not paid: the goods link keeps the way back', async () => {
    const question = '/subjectHomeWork?name=topic&categoryId=11&skillId=2&questionId=5';
    rememberPurchaseReturn(2, question);
    renderAt('/Alipay?skillId=2&payStatus=0');
    expect(screen.getByRole('link', { name: '返回商品页' })).toHaveAttribute('href', goodsLink(2, question));
    cleanup();
    // Another skill's purchase does not use it.
    renderAt('/Alipay?skillId=3&payStatus=1');
    expect(screen.getByText('支付成功')).toBeInTheDocument();
    cleanup();
    const router = renderAt('/Alipay?skillId=2&out_trade_no=abc12345&total_amount=88.00&payStatus=1');
    expect(await screen.findByText('answering')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(question);
    expect(purchaseReturnFor(2)).toBeNull(); // used once
  });

  it('a stored return that is not an answering link is never followed', () => {
    rememberPurchaseReturn(2, 'https://evil.example/');
    sessionStorage.setItem('medteach.purchaseReturn', JSON.stringify({ skillId: 2, to: '//evil.example/x' }));
    renderAt('/Alipay?skillId=2&payStatus=1');
    expect(screen.getByText('支付成功')).toBeInTheDocument();
  });

  it('not paid: only the way back to the goods page', () => {
    renderAt('/Alipay?skillId=2&payStatus=0');
    expect(screen.getByText('支付未完成')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回商品页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '进入题库' })).toBeNull();
  });

  it('inside the app: tells native to close the web view with the pay status', () => {
    vi.spyOn(appBridge, 'host', 'get').mockReturnValue('android');
    const close = vi.spyOn(appBridge, 'closeWeb').mockReturnValue(true);
    renderAt('/Alipay?skillId=2&payStatus=0');
    expect(close).toHaveBeenCalledWith({ payStatus: 0 });
    expect(screen.queryByText('支付未完成')).toBeNull();
  });
});
