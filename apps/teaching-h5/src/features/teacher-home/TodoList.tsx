import { useQuery } from '@tanstack/react-query';
import { Badge, List } from 'antd-mobile';
import type { TeacherTodoLesson } from '@medteach/contract';
import { DANGER_AA_COLOR, EmptyState, ListLink } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { lessonLinks } from '../lesson';
import { teacherHomeQueries } from './api';
import { teacherHomeText as text } from './messages';

interface TodoEntry {
  key: string;
  title: string;
  count: number;
  to: string;
}

/** What waits in one lesson, each entry opening the screen where it is done. */
const entriesOf = (l: TeacherTodoLesson): TodoEntry[] =>
  [
    { key: 'homework', title: text.homeworkToScore, count: l.homeworkToScore, to: lessonLinks.homeworkCheck(l.planDetailId) },
    ...l.ratings.map((r) => ({ key: `rating-${r.ratingId}`, title: text.ratingPending(r.ratingName), count: r.pending, to: lessonLinks.ratingCheck(l.planDetailId, r.ratingId) })),
    { key: 'suggestions', title: text.newSuggestions, count: l.newSuggestions, to: lessonLinks.suggestions(l.planDetailId) },
  ].filter((e) => e.count > 0);

/** 待处理 (teacher): per lesson with work left, hand-ins to score, students to rate per scale and new suggestions. */
export function TodoList() {
  const todo = useQuery(teacherHomeQueries.todo());
  return (
    <QueryStatus query={todo} isEmpty={(data) => data.lessons.length === 0} empty={<EmptyState text={text.nothingWaits} />}>
      {(data) =>
        data.lessons.map((lesson) => (
          <List key={lesson.planDetailId} mode="card" header={`${lesson.teachingDate} ${lesson.planName} · ${lesson.lessonContent}`}>
            {entriesOf(lesson).map((e) => (
              <ListLink key={e.key} to={e.to} label={text.countLabel(e.title, e.count)} extra={<Badge content={e.count} color={DANGER_AA_COLOR} aria-hidden />}>
                {e.title}
              </ListLink>
            ))}
          </List>
        ))
      }
    </QueryStatus>
  );
}
