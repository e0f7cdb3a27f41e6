import { screen } from '@testing-library/react';
import { buildPlanStudent, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { renderPage } from '../../shared/testing/render-page';
import CheckStudentEvaluatePage from './CheckStudentEvaluatePage';

const students = [
  buildPlanStudent({ userId: 101, realName: '张伟', paperStatus: 1, paperScore: 86 }),
  buildPlanStudent({ userId: 102, realName: '王芳', paperStatus: 0, paperScore: null }),
];
setupMswServer(...teachingHandlers({ students }));
setupTestApi();

describe('/checkStudentEvaluate of a paper (teacher)', () => {
  it('shows each finisher’s score beside 已完成; an unfinished student has none', async () => {
    renderPage('/checkStudentEvaluate', <CheckStudentEvaluatePage />, '/checkStudentEvaluate?planDetailId=1&operationType=2&paperId=1');
    const done = await screen.findByRole('button', { name: /张伟/ });
    expect(done).toHaveTextContent('已完成');
    expect(done).toHaveTextContent('86分');
    const todo = screen.getByRole('button', { name: /王芳/ });
    expect(todo).toHaveTextContent('待完成');
    expect(todo).not.toHaveTextContent('分');
  });
});
