import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { teachingText } from './messages';

/** The student-list modes of spec §2 and the flag each one reads. */
export type StudentListMode = 'attendance' | 'rating' | 'paper' | 'homework';
export interface StudentStatusFlags {
  clockStatus?: number;
  ratingCriteriaStatus?: number;
  paperStatus?: number;
  homeworkStatus?: number;
}
export interface StudentStatus {
  text: string;
  done: boolean;
}

const STATUS_TEXT: Record<StudentListMode, { flag: keyof StudentStatusFlags; done: string; todo: string }> = {
  attendance: { flag: 'clockStatus', done: teachingText.clockDone, todo: teachingText.clockTodo },
  rating: { flag: 'ratingCriteriaStatus', done: teachingText.ratingDone, todo: teachingText.ratingTodo },
  paper: { flag: 'paperStatus', done: teachingText.paperDone, todo: teachingText.paperTodo },
  homework: { flag: 'homeworkStatus', done: teachingText.homeworkDone, todo: teachingText.homeworkTodo },
};

/** Status of a student in a list mode: 已签到/未签到, 已评价/待评价, 已完成/待完成, 已完成/未完成 (flag 1 = done). */
export function studentStatus(mode: StudentListMode, flags: StudentStatusFlags): StudentStatus {
  const rule = STATUS_TEXT[mode];
  const done = flags[rule.flag] === 1;
  return { text: done ? rule.done : rule.todo, done };
}

export interface StudentRowProps {
  realName: string;
  className?: string | null;
  status: StudentStatus;
  /** Right-hand extra content (e.g. the homework score or a 评分 link). */
  extra?: ReactNode;
  onClick?: () => void;
}

/** One row of 学员列表: name, class (or '-') and a status tag. */
export function StudentRow({ realName, className, status, extra, onClick }: StudentRowProps) {
  const content = (
    <>
      <div style={{ flex: 1 }}>
        <div style={{ fontWeight: 600 }}>{realName}</div>
        <div style={{ fontSize: 12, color: '#666' }}>{className || teachingText.noClassName}</div>
      </div>
      <Tag color={status.done ? 'success' : 'default'} fill="outline">
        {status.text}
      </Tag>
      {extra}
    </>
  );
  const style = { display: 'flex', alignItems: 'center', gap: 8, padding: '10px 12px', borderBottom: '1px solid #eee', width: '100%', boxSizing: 'border-box' } as const;
  return onClick ? (
    <button type="button" onClick={onClick} style={{ ...style, border: 'none', background: 'none', textAlign: 'left' }}>
      {content}
    </button>
  ) : (
    <div style={style}>{content}</div>
  );
}
