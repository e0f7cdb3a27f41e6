import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test-helpers';
import { adminSpecServer } from './admin-spec-server';

const s = adminSpecServer('/api/examStation/admin');
const { call } = s;
/** What the room screen's /paper reads (staff during the exam window). */
const paper = async (ids: number[]) =>
  (await s.app.inject({ method: 'GET', url: `/api/structuralExam/examSkillQuestion/getByIds?examSkillIds=${ids.join(',')}`, headers: await loginAs(s.app, 'teacher01') })).json();

describe('技能试题 /examStation/admin/skillQuestion', () => {
  it('lists a station\'s questions with their parts and steps in order', async () => {
    const page = (await call('GET', '/skillQuestion/list?stationId=1')).json();
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ id: 1, stationId: 1, stationName: '第一考站', name: '成人心肺复苏', sort: 1 });
    expect(page.rows[0].parts).toHaveLength(3);
    expect(page.rows[0].details[0]).toEqual({ name: '心肺复苏操作示范', fileUrl: '/file/station/cpr.mp4' });
  });

  it('creates a question with ordered parts and steps; the next /paper shows it, and an edit at once', async () => {
    const body = {
      stationId: 2,
      name: '胸腔穿刺',
      sort: 3,
      parts: [
        { description: '患者男，60岁，胸闷气短一周。', descriptionFileUrl: '' },
        { description: '请阅读胸片并确定穿刺点。', descriptionFileUrl: '/file/station/chest-film.svg,/file/2026/11/a.png' },
      ],
      details: [{ name: '穿刺操作视频', fileUrl: '/file/2026/11/b.mp4' }],
    };
    const { id } = (await call('POST', '/skillQuestion', body)).json().data;
    expect((await call('GET', `/skillQuestion/${id}`)).json().data).toEqual({ id, stationName: '第二考站', ...body });
    const shown = (await paper([id])).data[0];
    expect(shown.examSkillQuestionParts.map((p: { description: string }) => p.description)).toEqual(body.parts.map((p) => p.description));

    const edited = { ...body, id, parts: [body.parts[1], { description: '穿刺后观察要点。', descriptionFileUrl: '/file/2026/11/c.pdf' }], details: [] };
    expect((await call('PUT', '/skillQuestion', edited)).json().code).toBe(200);
    const after = (await paper([id])).data[0];
    expect(after.examSkillQuestionParts.map((p: { description: string }) => p.description)).toEqual(['请阅读胸片并确定穿刺点。', '穿刺后观察要点。']);
    expect(after.examSkillQuestionDetails).toEqual([]);
    expect((await call('DELETE', `/skillQuestion/${id}`)).json().code).toBe(200);
    expect(await s.db.selectFrom('exam_skill_question_part').select('id').where('question_id', '=', id).execute()).toEqual([]);
  });

  it('refuses files the paper cannot show, empty parts, an unknown station or a taken name, and writes nothing', async () => {
    const body = { stationId: 1, name: '新题', parts: [{ description: '题干' }], details: [{ name: '步骤' }] };
    const refusals: [object, number, string][] = [
      [{ parts: [{ description: '题干', descriptionFileUrl: 'http://evil.example/x.png' }] }, 400, '请上传图片、音频、视频或PDF文件'],
      [{ details: [{ name: '步骤', fileUrl: '/file/2026/x.exe' }] }, 400, '请上传图片、音频、视频或PDF文件'],
      [{ details: [{ name: '步骤', fileUrl: '/file/../../etc/passwd.png' }] }, 400, '请上传图片、音频、视频或PDF文件'],
      [{ parts: [{ description: '  ' }] }, 400, '题干描述不能为空'],
      [{ details: [{ name: '' }] }, 400, '步骤名称不能为空'],
      [{ stationId: 999 }, 500, '所选考站不存在'],
      [{ name: '成人心肺复苏' }, 500, "新增试题'成人心肺复苏'失败，试题名称已存在"],
    ];
    for (const [change, code, msg] of refusals) expect((await call('POST', '/skillQuestion', { ...body, ...change })).json(), msg).toEqual({ code, msg });
    expect((await call('GET', '/skillQuestion/list?stationId=1')).json().total).toBe(2);
  });
});
