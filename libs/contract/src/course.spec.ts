import { describe, expect, it } from 'vitest';
import { certificateCollectBody, courseAnswerSheetDetailQuery, courseSubmitBody, earnCreditsBody, earnsCreditByStudy, ResourceFileType } from './course';

describe('course schemas', () => {
  it('coerces ids given as query text and refuses non-positive ones', () => {
    expect(earnCreditsBody.parse({ onlineCourseId: '1', onlineCourseResourceId: 2 })).toEqual({ onlineCourseId: 1, onlineCourseResourceId: 2 });
    expect(earnCreditsBody.safeParse({ onlineCourseId: 0, onlineCourseResourceId: 2 }).success).toBe(false);
    expect(courseAnswerSheetDetailQuery.parse({ onlineCourseId: '1', onlineCourseResourceId: '1', paperId: '1' }).userId).toBeUndefined();
  });

  it('accepts only certificate codes like MT-2026-000123', () => {
    expect(certificateCollectBody.parse({ onlineCourseCertificateCode: ' MT-2026-000123 ' }).onlineCourseCertificateCode).toBe('MT-2026-000123');
    expect(certificateCollectBody.safeParse({ onlineCourseCertificateCode: 'MT-26-1' }).error?.issues[0].message).toBe('证书编号格式不正确');
  });

  it('requires the question results, each answer at most 5000 characters', () => {
    const base = { onlineCourseId: 1, onlineCourseResourceId: 1, paperId: 1 };
    expect(courseSubmitBody.safeParse(base).error?.issues[0].message).toBe('请提交答题结果');
    expect(courseSubmitBody.parse({ ...base, questionResults: [{ questionId: '3', result: 'A,B' }] }).questionResults).toEqual([{ questionId: 3, result: 'A,B' }]);
    expect(courseSubmitBody.safeParse({ ...base, questionResults: [{ questionId: 3, result: 'x'.repeat(5001) }] }).error?.issues[0].message).toBe('答案过长');
  });

  it('earns credits by studying only video, image and audio (spec §5)', () => {
    expect(Object.values(ResourceFileType).filter(earnsCreditByStudy)).toEqual([1, 2, 3]);
  });
});
