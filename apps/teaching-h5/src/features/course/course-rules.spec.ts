import { ResourceFileType } from '@medteach/contract';
import { canStartTest, certificateButton, creditPercent, creditTip, earnsCreditOnView, paperAction, resourceKind } from './course-rules';

const course = { onlineCourseId: 1, creditEarning: 1 as const };
const resource = (over: Partial<{ fileType: number; isEarned: 0 | 1; isStudy: 0 | 1; papers: number }> = {}) => ({
  onlineCourseResourceId: 7,
  fileType: over.fileType ?? ResourceFileType.VIDEO,
  isEarned: over.isEarned ?? 0,
  isStudy: over.isStudy ?? 0,
  paperDTOList: Array.from({ length: over.papers ?? 1 }, (_, i) => ({ paperId: i + 1, isStudy: 0 as const })),
});

describe('spec §2 开始测试', () => {
  it('shows only with credit earning on, papers, isStudy 0 and a student', () => {
    expect(canStartTest(course, resource(), true)).toBe(true);
    expect(canStartTest({ creditEarning: 0 }, resource(), true)).toBe(false);
    expect(canStartTest(course, resource({ papers: 0 }), true)).toBe(false);
    expect(canStartTest(course, resource({ isStudy: 1 }), true)).toBe(false);
    expect(canStartTest(course, resource(), false)).toBe(false);
  });
});

describe('spec §5 credit earning by viewing', () => {
  it.each([
    [ResourceFileType.VIDEO, true],
    [ResourceFileType.IMAGE, true],
    [ResourceFileType.AUDIO, true],
    [ResourceFileType.DOCUMENT, false],
    [ResourceFileType.LINK, false],
  ])('file type %i earns: %s', (fileType, earns) => {
    expect(earnsCreditOnView(course, resource({ fileType }), true)).toBe(earns);
  });

  it('never twice, never for teachers, never when the course earns none', () => {
    expect(earnsCreditOnView(course, resource({ isEarned: 1 }), true)).toBe(false);
    expect(earnsCreditOnView(course, resource(), false)).toBe(false);
    expect(earnsCreditOnView({ creditEarning: 0 }, resource(), true)).toBe(false);
  });
});

describe('resource preview kinds', () => {
  it('previews by file type, html links apart from downloads', () => {
    const r = (fileType: number, fileName: string) => resourceKind({ fileType, fileName, fileUrl: `/file/${fileName}` });
    expect(r(1, 'a.mp4')).toBe('video');
    expect(r(2, 'a.png')).toBe('image');
    expect(r(3, 'a.mp3')).toBe('audio');
    expect(r(5, '临床路径')).toBe('link');
    expect(r(4, '路径.html')).toBe('link');
    expect(r(4, '讲义.pdf')).toBe('document');
  });
});

describe('paper links (spec §2 resource list)', () => {
  it('a student takes an open paper with every type 1 parameter', () => {
    expect(paperAction(course, resource(), { paperId: 3, isStudy: 0 }, true)).toEqual({
      label: '开始测试',
      to: '/courseTopic?type=1&isStudy=0&isStudents=true&onlineCourseId=1&onlineCourseResourceId=7&paperId=3',
    });
  });

  it('a submitted paper opens the score report; a closed one offers nothing', () => {
    expect(paperAction(course, resource(), { paperId: 3, isStudy: 1 }, true)?.to).toBe(
      '/scoreReport?type=1&isStudy=1&isStudents=true&onlineCourseId=1&onlineCourseResourceId=7&paperId=3',
    );
    expect(paperAction({ ...course, creditEarning: 0 }, resource(), { paperId: 3, isStudy: 0 }, true)).toBeNull();
  });

  it('a teacher reviews the paper', () => {
    expect(paperAction(course, resource(), { paperId: 3, isStudy: 0 }, false)).toEqual({
      label: '查看试卷',
      to: '/courseTopic?type=1&isStudy=0&isStudents=false&onlineCourseId=1&onlineCourseResourceId=7&paperId=3',
    });
  });
});

describe('certificate progress (spec §2, §4)', () => {
  it('tells how many credits are missing, or that the standard is reached', () => {
    expect(creditTip({ earnedScore: 2, minimumScore: 8 })).toBe('还需 6学分 即可获得证书');
    expect(creditTip({ earnedScore: 8, minimumScore: 8 })).toBe('已到达可获得证书标准');
    expect(creditTip({ earnedScore: 12, minimumScore: 8 })).toBe('已到达可获得证书标准');
  });

  it('fills the bar earned vs minimum, capped at 100', () => {
    expect(creditPercent({ earnedScore: 2, minimumScore: 8 })).toBe(25);
    expect(creditPercent({ earnedScore: 12, minimumScore: 8 })).toBe(100);
    expect(creditPercent({ earnedScore: 0, minimumScore: 0 })).toBe(100);
  });

  it('claims until collected, then downloads; no button without a certificate code', () => {
    expect(certificateButton({ isCollect: false, onlineCourseCertificateCode: 'MT-2026-000001' })).toBe('claim');
    expect(certificateButton({ isCollect: true, onlineCourseCertificateCode: 'MT-2026-000001' })).toBe('download');
    expect(certificateButton({ isCollect: false, onlineCourseCertificateCode: null })).toBeNull();
  });
});
