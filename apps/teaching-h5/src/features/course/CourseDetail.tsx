import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { courseMutations, courseQueries } from '@medteach/api-client';
import type { CourseResource, OnlineCourseDetail } from '@medteach/contract';
import { QueryStatus } from '../../shared/QueryStatus';
import { link } from '../../shared/link';
import { earnsCreditOnView, paperAction, resourceKind } from './course-rules';
import { courseText } from './messages';
import { ResourceIcon } from './ResourceIcon';
import { ResourcePreview } from './ResourcePreview';
import styles from './course.module.css';

interface Props {
  onlineCourseId: number;
  isStudent: boolean;
}

/** One opened course: description, start/end, 查看学分, and its resources with their papers. */
export function CourseDetail({ onlineCourseId, isStudent }: Props) {
  const detail = useQuery(courseQueries.detail(onlineCourseId));
  return <QueryStatus query={detail}>{(course) => <CourseBody course={course} isStudent={isStudent} />}</QueryStatus>;
}

function CourseBody({ course, isStudent }: { course: OnlineCourseDetail; isStudent: boolean }) {
  const [preview, setPreview] = useState<CourseResource | null>(null);
  const earn = useMutation(courseMutations.earnCredits(course.onlineCourseId));
  // One request per resource and visit, even when it is tapped again before the course reloads.
  const asked = useRef(new Set<number>());

  const open = (resource: CourseResource) => {
    setPreview(resource);
    if (earnsCreditOnView(course, resource, isStudent) && !asked.current.has(resource.onlineCourseResourceId)) {
      asked.current.add(resource.onlineCourseResourceId);
      earn.mutate({ onlineCourseId: course.onlineCourseId, onlineCourseResourceId: resource.onlineCourseResourceId });
    }
  };

  return (
    <div className={styles.courseBody}>
      {course.onlineCourseDescription && <p className={styles.description}>{course.onlineCourseDescription}</p>}
      <dl className={styles.period}>
        <dt>{courseText.startTime}</dt>
        <dd>{course.startTime}</dd>
        <dt>{courseText.endTime}</dt>
        <dd>{course.endTime}</dd>
      </dl>
      <Link className={styles.creditsLink} to={link('/teachLearnCertificate', { onlineCourseId: course.onlineCourseId })}>
        {courseText.viewCredits}
      </Link>
      <ul className={styles.resources} aria-label={courseText.resources}>
        {course.resourceList.map((resource) => (
          <ResourceRow key={resource.onlineCourseResourceId} course={course} resource={resource} isStudent={isStudent} onOpen={() => open(resource)} />
        ))}
      </ul>
      <ResourcePreview resource={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

interface RowProps {
  course: OnlineCourseDetail;
  resource: CourseResource;
  isStudent: boolean;
  onOpen: () => void;
}

function ResourceRow({ course, resource, isStudent, onOpen }: RowProps) {
  const navigate = useNavigate();
  const showCredit = course.creditEarning === 1 && resource.creditScore > 0;
  return (
    <li className={styles.resource}>
      <button type="button" className={styles.resourceMain} onClick={onOpen}>
        <ResourceIcon kind={resourceKind(resource)} />
        <span className={styles.fileName}>{resource.fileName}</span>
        {showCredit && (
          <span className={styles.credit} data-earned={resource.isEarned === 1}>
            {resource.isEarned === 1 ? `${courseText.earned} ` : ''}
            {courseText.credit(resource.creditScore)}
          </span>
        )}
      </button>
      {resource.paperDTOList.map((paper) => {
        const action = paperAction(course, resource, paper, isStudent);
        return (
          <div key={paper.paperId} className={styles.paper}>
            <span className={styles.paperName}>{paper.paperName}</span>
            {action && (
              <Button size="mini" color="primary" fill={action.label === courseText.startTest ? 'solid' : 'outline'} onClick={() => navigate(action.to)}>
                {action.label}
              </Button>
            )}
          </div>
        );
      })}
    </li>
  );
}
