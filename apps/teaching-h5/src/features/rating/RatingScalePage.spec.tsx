import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { teachingPaths } from '@medteach/contract';
import { apiPath, buildRatingResult, ok, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import RatingScalePage from './RatingScalePage';

const server = setupMswServer(...teachingHandlers());
setupTestApi();
const URL = '/ratingScale?ratingCriteriaId=1&planDetailId=1&userId=101&userName=%E5%BC%A0%E4%BC%9F&ratingCriteriaStatus=0';

/** The choices of the open antd-mobile Picker (jsdom cannot spin its wheel, so tests confirm the first = highest). */
async function openChoices() {
  await screen.findByText('确定', { selector: '.adm-picker-header-button' });
  return Array.from(document.querySelectorAll('.adm-picker-view-column-item')).map((i) => i.textContent);
}
const confirmPicker = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByText('确定', { selector: '.adm-picker-header-button' }));

describe('/ratingScale (评价学员)', () => {
  it('refuses to submit while a leaf is unscored, batch scoring caps at each maximum, then saves and turns read-only', async () => {
    // antd-mobile's picker wheel sets pointer-events: none on its mask layers; jsdom cannot see past them.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const bodies: { score?: number; businessDTOS: unknown[] }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    renderPage('/ratingScale', <RatingScalePage />, URL);

    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('评分项项目分数不能为空')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // Leaf picker: 仪表着装 (max 10) offers 10 down to 1.
    await user.click(screen.getByRole('button', { name: '仪表着装' }));
    expect(await openChoices()).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    await confirmPicker(user);
    expect(screen.getByRole('button', { name: '仪表着装' })).toHaveTextContent('10');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(bodies).toHaveLength(0);

    // 批量评价 offers the largest maximum (20) down to 1; 20 caps the items of max 10 at 10 (the tree is 10 + 10 + 20 + 20 + 20).
    await user.click(screen.getByRole('button', { name: '批量评价' }));
    expect((await openChoices())[0]).toBe('20');
    await confirmPicker(user);
    expect(screen.getByRole('button', { name: '沟通能力' })).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: '无菌观念' })).toHaveTextContent('20');
    expect(screen.getByTestId('rating-total')).toHaveTextContent('80');

    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('评价人')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ planDetailId: 1, ratingId: 1, score: 80, businessDTOS: [{ evaluateObjectId: 101, planDetailId: 1, businessId: 1 }] });
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('status 1 is read-only with rater and time', async () => {
    server.use(
      http.get(apiPath(`${teachingPaths.ratingDetail}/:a/:b/:c`), () =>
        HttpResponse.json(ok(buildRatingResult({ ratingCriteriaStatus: 1, evaluateName: '王建国', evaluateTime: '2026-09-01 09:30:00' }))),
      ),
    );
    renderPage('/ratingScale', <RatingScalePage />, URL.replace('ratingCriteriaStatus=0', 'ratingCriteriaStatus=1'));
    expect(await screen.findByText('王建国')).toBeInTheDocument();
    expect(screen.getByText('2026-09-01 09:30:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量评价' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '仪表着装' })).not.toBeInTheDocument();
  });
});
