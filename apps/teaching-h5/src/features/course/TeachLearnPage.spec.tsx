import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursePaths } from '@medteach/contract';
import {
  buildCourseResource,
  buildOnlineCourseDetail,
  courseHandlers,
  setupMswServer,
  setupTestApi,
  type CourseHandlerOptions,
} from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import TeachLearnPage from './TeachLearnPage';

const server = setupMswServer(...courseHandlers());
setupTestApi();

/** Opens /teachLearn and expands course 1; counts the earnCredits calls. */
async function openCourse(options: CourseHandlerOptions = {}) {
  server.use(...courseHandlers(options));
  const earnCalls: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(coursePaths.earnCredits)) earnCalls.push(await request.clone().json());
  });
  // antd-mobile dialogs ignore the pointer while they animate in; jsdom never finishes the animation.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { router } = renderPage('/teachLearn', <TeachLearnPage />, '/teachLearn');
  await user.click(await screen.findByText('内科学临床思维'));
  const resources = await screen.findByRole('list', { name: '学习资源' });
  return { user, router, earnCalls, resources };
}
const rowOf = (list: HTMLElement, fileName: string) => within(list).getByText(fileName).closest('li') as HTMLElement;

afterEach(() => server.events.removeAllListeners());

describe('/teachLearn courses', () => {
  it('shows description, start/end and the 查看学分 link to the credit detail', async () => {
    const { user, router } = await openCourse();
    expect(screen.getByText(/以常见内科急症为线索/)).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 00:00:00')).toBeInTheDocument();
    expect(screen.getByText('2026-12-31 23:59:59')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '查看学分' }));
    expect(locationOf(router)).toBe('/teachLearnCertificate?onlineCourseId=1');
  });

  it('gives every resource an icon by file type', async () => {
    const { resources } = await openCourse();
    const kinds = within(resources).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(kinds).toEqual(['视频', '图片', '音频', '文档', '外链']);
  });
});

describe('coming back to /teachLearn (issue 13: the list came back collapsed)', () => {
  it('finds the course still open after a paper', async () => {
    const { user, router, resources } = await openCourse();
    await user.click(within(rowOf(resources, '心脏听诊教学视频.mp4')).getByRole('button', { name: '开始测试' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: '学习资源' })).toBeVisible();
  });
});

describe('spec §2 开始测试', () => {
  it('a student opens the unsubmitted paper of a credit course with every type 1 parameter', async () => {
    const { user, router, resources } = await openCourse();
    await user.click(within(rowOf(resources, '心脏听诊教学视频.mp4')).getByRole('button', { name: '开始测试' }));
    expect(locationOf(router)).toBe('/courseTopic?type=1&isStudy=0&isStudents=true&onlineCourseId=1&onlineCourseResourceId=1&paperId=1');
  });

  it('is not offered when the course earns no credits', async () => {
    const { resources } = await openCourse({ detail: buildOnlineCourseDetail({ creditEarning: 0 }) });
    expect(within(resources).queryByRole('button', { name: '开始测试' })).not.toBeInTheDocument();
  });

  it('a studied resource (isStudy 1) opens the score report instead', async () => {
    const studied = buildCourseResource({ isStudy: 1, paperDTOList: [{ paperId: 1, paperName: '内科学综合测验', questionCount: 3, isStudy: 1 }] });
    const { user, router, resources } = await openCourse({ detail: buildOnlineCourseDetail({ resourceList: [studied] }) });
    expect(within(resources).queryByRole('button', { name: '开始测试' })).not.toBeInTheDocument();
    await user.click(within(resources).getByRole('button', { name: '查看成绩' }));
    expect(locationOf(router)).toBe('/scoreReport?type=1&isStudy=1&isStudents=true&onlineCourseId=1&onlineCourseResourceId=1&paperId=1');
  });

  it('a teacher only reviews the paper', async () => {
    const { user, router, resources } = await openCourse({ isStudents: false });
    await user.click(await within(resources).findByRole('button', { name: '查看试卷' }));
    expect(within(resources).queryByRole('button', { name: '开始测试' })).not.toBeInTheDocument();
    expect(locationOf(router)).toBe('/courseTopic?type=1&isStudy=0&isStudents=false&onlineCourseId=1&onlineCourseResourceId=1&paperId=1');
  });
});

describe('preview and spec §5 credit earning', () => {
  it('a video plays at 300×200 in the dialog and earns its credits once', async () => {
    const { user, resources, earnCalls } = await openCourse();
    await user.click(within(rowOf(resources, '心脏听诊教学视频.mp4')).getByText('心脏听诊教学视频.mp4'));
    const dialog = await screen.findByRole('dialog', { name: '心脏听诊教学视频.mp4' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('width', '300');
    expect(video).toHaveAttribute('height', '200');
    expect(video.getAttribute('src')).toMatch(/\/file\/course\/course-heart-exam\.mp4$/);
    // The course reloads with the credits earned.
    expect(await within(rowOf(resources, '心脏听诊教学视频.mp4')).findByText(/已获得/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await user.click(within(rowOf(resources, '心脏听诊教学视频.mp4')).getByText('心脏听诊教学视频.mp4'));
    await screen.findByRole('dialog', { name: '心脏听诊教学视频.mp4' });
    expect(earnCalls).toEqual([{ onlineCourseId: 1, onlineCourseResourceId: 1 }]);
  });

  it('audio earns, an already earned image does not ask again', async () => {
    const { user, resources, earnCalls } = await openCourse();
    await user.click(within(rowOf(resources, '心电图判读图谱.png')).getByText('心电图判读图谱.png'));
    expect((await screen.findByRole('dialog', { name: '心电图判读图谱.png' })).querySelector('img')).toHaveAttribute('alt', '心电图判读图谱.png');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(within(rowOf(resources, '心音听诊音频.mp3')).getByText('心音听诊音频.mp3'));
    expect((await screen.findByRole('dialog', { name: '心音听诊音频.mp3' })).querySelector('audio')).not.toBeNull();
    expect(await within(rowOf(resources, '心音听诊音频.mp3')).findByText(/已获得/)).toBeInTheDocument();
    expect(earnCalls).toEqual([{ onlineCourseId: 1, onlineCourseResourceId: 3 }]);
  });

  it('documents and links earn nothing and offer their address to copy', async () => {
    const { user, resources, earnCalls } = await openCourse();
    await user.click(within(rowOf(resources, '内科学临床思维讲义.pdf')).getByText('内科学临床思维讲义.pdf'));
    const pdf = await screen.findByRole('dialog', { name: '内科学临床思维讲义.pdf' });
    await user.click(within(pdf).getByRole('button', { name: '复制下载文件' }));
    // user-event puts a clipboard stub on navigator.
    expect(await navigator.clipboard.readText()).toMatch(/\/file\/course\/course-internal-medicine-notes\.pdf$/);
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await user.click(within(pdf).getByRole('button', { name: '关闭' }));

    await user.click(within(rowOf(resources, '急性胸痛临床路径.html')).getByText('急性胸痛临床路径.html'));
    const html = await screen.findByRole('dialog', { name: '急性胸痛临床路径.html' });
    expect(within(html).getByText('请复制链接地址，去外部浏览器中打开')).toBeInTheDocument();
    await user.click(within(html).getByRole('button', { name: '复制打开外链' }));
    expect(await screen.findByText('复制成功，请在浏览器打开链接')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/\/file\/course\/course-clinical-pathway\.html$/);
    expect(earnCalls).toEqual([]);
  });

  it('a teacher earns nothing by viewing', async () => {
    const { user, resources, earnCalls } = await openCourse({ isStudents: false });
    await within(resources).findByRole('button', { name: '查看试卷' });
    await user.click(within(rowOf(resources, '心音听诊音频.mp3')).getByText('心音听诊音频.mp3'));
    await screen.findByRole('dialog', { name: '心音听诊音频.mp3' });
    expect(earnCalls).toEqual([]);
  });
});
