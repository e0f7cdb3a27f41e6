import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import type { Suggestion } from '@medteach/contract';
import { PageHeader } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { numberParam } from '../../shared/link';
import { studentsText } from './messages';
import { StudentSearch } from './StudentSearch';
import styles from './students.module.css';

/** /checkStudentNotice?planDetailId&keywords — suggestions of a lesson: realName, class or '-', 查看 → dialog 评价建议. */
export default function CheckStudentNoticePage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const suggestions = useQuery(teachingQueries.suggestions(planDetailId, query.get('keywords') ?? undefined));
  const [shown, setShown] = useState<Suggestion | null>(null);

  return (
    <main className={styles.page}>
      <PageHeader title={studentsText.noticeTitle} />
      <StudentSearch param="keywords" />
      <QueryStatus query={suggestions}>
        {(rows) => (
          <ul className={`${styles.list} ${styles.plainList}`}>
            {rows.map((s) => (
              <li key={s.id} className={styles.noticeRow}>
                <div className={styles.noticeMain}>
                  <div className={styles.noticeName}>{s.realName}</div>
                  <div className={styles.noticeClass}>{s.className || studentsText.noClassName}</div>
                </div>
                <Button size="mini" color="primary" fill="outline" onClick={() => setShown(s)}>
                  {studentsText.view}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <Dialog
        visible={shown !== null}
        title={studentsText.noticeTitle}
        content={<div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shown?.suggest}</div>}
        closeOnAction
        onClose={() => setShown(null)}
        actions={[{ key: 'close', text: studentsText.close }]}
      />
    </main>
  );
}
