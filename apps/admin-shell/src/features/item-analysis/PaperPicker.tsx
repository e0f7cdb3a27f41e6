import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Segmented, Select, Spin } from 'antd';
import type { CoursePaperAnalysisQuery, MockExamAnalysisQuery, PlanPaperAnalysisQuery, Semester } from '@medteach/contract';
import { messages } from '../../messages';
import { itemAnalysisQueries } from './api';
import { itemAnalysisText as text } from './messages';

export type PaperChoice = { kind: 'plan'; query: PlanPaperAnalysisQuery } | { kind: 'course'; query: CoursePaperAnalysisQuery } | { kind: 'mock'; query: MockExamAnalysisQuery };
export type Kind = PaperChoice['kind'];

const today = () => new Date().toLocaleDateString('sv-SE');
/** The semester holding today, else the newest. */
const currentSemester = (list: Semester[]) => list.find((s) => s.startDate <= today() && today() <= s.endDate) ?? list[0];
const pick = messages.crud.pleaseSelect;
const nothing = (loading: boolean, description: string) => (loading ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />);

/** 学期 → 教学计划 → 课次 → 试卷. */
function PlanPaperPicker({ onChange }: { onChange: (choice: PaperChoice | null) => void }) {
  const [semesterId, setSemesterId] = useState<number>();
  const [planId, setPlanId] = useState<number>();
  const [planDetailId, setPlanDetailId] = useState<number>();
  const [paperId, setPaperId] = useState<number>();
  const semesters = useQuery(itemAnalysisQueries.semesters());
  const plans = useQuery({ ...itemAnalysisQueries.plans(semesterId ?? 0), enabled: semesterId != null });
  const lessons = useQuery({ ...itemAnalysisQueries.lessons(planId ?? 0), enabled: planId != null });
  const lesson = useQuery({ ...itemAnalysisQueries.lesson(planDetailId ?? 0), enabled: planDetailId != null });
  const paperNames = useQuery({ ...itemAnalysisQueries.paperNames(), enabled: planDetailId != null });

  useEffect(() => {
    if (semesterId == null && semesters.data?.length) setSemesterId(currentSemester(semesters.data)?.semesterId);
  }, [semesters.data, semesterId]);
  useEffect(() => onChange(planDetailId != null && paperId != null ? { kind: 'plan', query: { planDetailId, paperId } } : null), [planDetailId, paperId, onChange]);

  return (
    <>
      <Form.Item label={text.semester} htmlFor="ia-semester">
        <Select
          id="ia-semester"
          style={{ width: 220 }}
          loading={semesters.isLoading}
          placeholder={pick(text.semester)}
          value={semesterId}
          onChange={(id) => (setSemesterId(id), setPlanId(undefined), setPlanDetailId(undefined), setPaperId(undefined))}
          options={(semesters.data ?? []).map((s) => ({ value: s.semesterId, label: s.semesterName }))}
        />
      </Form.Item>
      <Form.Item label={text.plan} htmlFor="ia-plan">
        <Select
          id="ia-plan"
          style={{ width: 240 }}
          showSearch
          optionFilterProp="label"
          disabled={semesterId == null}
          placeholder={pick(text.plan)}
          notFoundContent={nothing(plans.isFetching, text.noPlans)}
          value={planId}
          onChange={(id) => (setPlanId(id), setPlanDetailId(undefined), setPaperId(undefined))}
          options={(plans.data ?? []).map((p) => ({ value: p.planId, label: p.teacherName ? `${p.planName}（${p.teacherName}）` : p.planName }))}
        />
      </Form.Item>
      <Form.Item label={text.lesson} htmlFor="ia-lesson">
        <Select
          id="ia-lesson"
          style={{ width: 280 }}
          showSearch
          optionFilterProp="label"
          disabled={planId == null}
          placeholder={pick(text.lesson)}
          notFoundContent={nothing(lessons.isFetching, text.noLessons)}
          value={planDetailId}
          onChange={(id) => (setPlanDetailId(id), setPaperId(undefined))}
          options={(lessons.data ?? []).map((l) => ({ value: l.planDetailId, label: `${l.teachingDate} ${l.lessonContent}` }))}
        />
      </Form.Item>
      <Form.Item label={text.paper} htmlFor="ia-paper">
        <Select
          id="ia-paper"
          style={{ width: 220 }}
          disabled={planDetailId == null}
          placeholder={pick(text.paper)}
          notFoundContent={nothing(lesson.isFetching || paperNames.isFetching, text.noPapers)}
          value={paperId}
          onChange={setPaperId}
          options={(lesson.data?.paperIds ?? []).map((id) => ({ value: id, label: paperNames.data?.get(id) ?? `#${id}` }))}
        />
      </Form.Item>
    </>
  );
}

const paperKey = (resourceId: number, paperId: number) => `${resourceId}:${paperId}`;

/** 课程 → 资源 · 试卷. */
function CoursePaperPicker({ onChange }: { onChange: (choice: PaperChoice | null) => void }) {
  const [onlineCourseId, setCourseId] = useState<number>();
  const [key, setKey] = useState<string>();
  const courses = useQuery(itemAnalysisQueries.courses());
  const course = useQuery({ ...itemAnalysisQueries.course(onlineCourseId ?? 0), enabled: onlineCourseId != null });
  useEffect(() => {
    const [onlineCourseResourceId, paperId] = (key ?? '').split(':').map(Number);
    onChange(onlineCourseId != null && key ? { kind: 'course', query: { onlineCourseId, onlineCourseResourceId, paperId } } : null);
  }, [onlineCourseId, key, onChange]);

  return (
    <>
      <Form.Item label={text.course} htmlFor="ia-course">
        <Select
          id="ia-course"
          style={{ width: 260 }}
          showSearch
          optionFilterProp="label"
          loading={courses.isLoading}
          placeholder={pick(text.course)}
          value={onlineCourseId}
          onChange={(id) => (setCourseId(id), setKey(undefined))}
          options={(courses.data ?? []).map((c) => ({ value: c.onlineCourseId, label: c.onlineCourseName }))}
        />
      </Form.Item>
      <Form.Item label={text.paper} htmlFor="ia-course-paper">
        <Select
          id="ia-course-paper"
          style={{ width: 360 }}
          disabled={onlineCourseId == null}
          placeholder={pick(text.paper)}
          notFoundContent={nothing(course.isFetching, text.noPapers)}
          value={key}
          onChange={setKey}
          options={(course.data?.resources ?? [])
            .filter((r) => r.papers.length)
            .map((r) => ({ label: r.fileName, title: r.fileName, options: r.papers.map((p) => ({ value: paperKey(r.onlineCourseResourceId, p.paperId), label: p.paperName })) }))}
        />
      </Form.Item>
    </>
  );
}

/** 题库: its mock exams, every submitted attempt. */
function MockExamPicker({ onChange }: { onChange: (choice: PaperChoice | null) => void }) {
  const [studyBankId, setBankId] = useState<number>();
  const banks = useQuery(itemAnalysisQueries.banks());
  useEffect(() => onChange(studyBankId != null ? { kind: 'mock', query: { studyBankId } } : null), [studyBankId, onChange]);
  return (
    <Form.Item label={text.bank} htmlFor="ia-bank">
      <Select
        id="ia-bank"
        style={{ width: 260 }}
        showSearch
        optionFilterProp="label"
        loading={banks.isLoading}
        placeholder={pick(text.bank)}
        notFoundContent={nothing(banks.isFetching, text.noBanks)}
        value={studyBankId}
        onChange={setBankId}
        options={(banks.data ?? []).map((b) => ({ value: b.studyBankId, label: b.studyBankName }))}
      />
    </Form.Item>
  );
}

/** Where the questions come from (教学试卷 / 课程试卷 / 模拟考试) and which paper or bank. */
export function PaperPicker({ onChange, onKind }: { onChange: (choice: PaperChoice | null) => void; onKind?: (kind: Kind) => void }) {
  const [kind, setKind] = useState<Kind>('plan');
  return (
    <Form layout="inline" name="itemAnalysisScope" style={{ rowGap: 12 }}>
      <Form.Item label={text.source}>
        <Segmented<Kind>
          value={kind}
          onChange={(k) => (setKind(k), onKind?.(k), onChange(null))}
          options={[
            { value: 'plan', label: text.planPaper },
            { value: 'course', label: text.coursePaper },
            { value: 'mock', label: text.mockExam },
          ]}
        />
      </Form.Item>
      {kind === 'plan' ? <PlanPaperPicker onChange={onChange} /> : kind === 'course' ? <CoursePaperPicker onChange={onChange} /> : <MockExamPicker onChange={onChange} />}
    </Form>
  );
}
