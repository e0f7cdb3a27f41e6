import type { CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import type { BankNoteItem } from '@medteach/contract';
import { sanitizeHtml } from '@medteach/question-engine';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { noteText } from './messages';
import { bankHomeLink } from '../../shared/bank-home';

const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** typeFlag of a single note question on the answering screen (spec §2). */
const NOTE_TYPE_FLAG = 1;

/** Spec §2: tapping a note opens the answering screen with name=note, questionId, typeFlag=1 and noteContent. */
export function noteLink(note: BankNoteItem, majorType: number, studyBankId?: number): string {
  const search = new URLSearchParams({
    name: 'note',
    questionId: String(note.questionId),
    typeFlag: String(NOTE_TYPE_FLAG),
    noteContent: note.mark,
    majorType: String(majorType),
  });
  if (studyBankId !== undefined) search.set('studyBankId', String(studyBankId));
  return `/subjectHomeWork?${search.toString()}`;
}

/** /subjectNote (spec §2): the learner's notes, read-only — total, question, note and time. */
export default function NotePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const majorType = numberParam(search.get('majorType')) ?? 1;
  const studyBankId = numberParam(search.get('studyBankId'));
  const questionId = numberParam(search.get('questionId'));
  const notes = useQuery(questionBankQueries.notes({ majorType, studyBankId, questionId }));

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title={noteText.title} onBack={() => navigate(bankHomeLink(majorType, studyBankId))} />
      <QueryStatus query={notes} isEmpty={(page) => page.rows.length === 0}>
        {(page) => (
          <>
            <p style={{ margin: 0, padding: '12px 16px 4px', color: 'var(--adm-color-weak)', fontSize: 13 }}>{noteText.total(page.total)}</p>
            <List style={{ '--border-top': 'none' } as CSSProperties}>
              {page.rows.map((note) => (
                <List.Item
                  key={note.questionId}
                  onClick={() => navigate(noteLink(note, majorType, studyBankId))}
                  description={<time style={{ fontSize: 12 }}>{note.updateTime}</time>}
                >
                  <div
                    aria-label={noteText.question}
                    style={{ fontSize: 14, color: 'var(--adm-color-weak)', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(note.content) }}
                  />
                  <p aria-label={noteText.mark} style={{ margin: '6px 0 0', fontSize: 15, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {note.mark}
                  </p>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </QueryStatus>
    </main>
  );
}
