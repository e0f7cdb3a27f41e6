import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Toast } from 'antd-mobile';
import { hasNativeHost } from '@medteach/bridge';
import { courseQueries, questionBankMutations } from '@medteach/api-client';
import type { BankQuestion, ReviewGradeValue } from '@medteach/contract';
import type { QuestionItem, Submission } from '@medteach/question-engine';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@medteach/ui-kit';
import { appBridge } from '../../app/bridge';
import { backTargetOf, isComposition, isTopicMode, parseAnsweringParams, questionSourceOf, type AnsweringParams } from './answering-params';
import { questionsQueryKey, useAnswerSender, useQuestionTools, useQuestions } from './answering-queries';
import { knowledgeOutcome, openKnowledgeInNative, showsKnowledgeEntry } from './knowledge-entry';
import { practiceLinkAt, requestUnlock } from './lock-bridge';
import { useExamTypeLabels } from '../../shared/exam-type-labels';
import { rememberPractice } from '../../shared/last-practice';
import { answeringText } from './messages';
import { PracticeScreen } from './PracticeScreen';

/** A note opened from 笔记 (spec §2: name=note with noteContent): the query's text, else the question's saved note. */
function readOnlyNoteOf(params: AnsweringParams, questions: readonly BankQuestion[]): string | undefined {
  if (params.name !== 'note') return undefined;
  return params.noteContent ?? questions[0]?.mark ?? '';
}

/** /subjectHomeWork and /homework (spec §2): loads the questions the query names and runs the practice screen. */
export default function AnsweringPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useMemo(() => parseAnsweringParams(search), [search]);
  const source = questionSourceOf(params);
  const topic = isTopicMode(params);
  const questions = useQuestions(params, source);
  const sendAnswer = useAnswerSender(params, questions.data);
  // 错题复习: the student's own grade must reach the server after the answer it grades (the server grades again the
  // review that answer made), so it waits for that answer's send.
  const sending = useRef(new Map<string, Promise<unknown>>());
  const submitAnswer = (submission: Submission) => {
    const sent = sendAnswer(submission);
    sending.current.set(submission.key, sent);
    return sent;
  };
  const regrade = useMutation(questionBankMutations.reviewGrade());
  const selfGrade = async (key: string, grade: ReviewGradeValue) => {
    await sending.current.get(key)?.catch(() => undefined);
    return regrade.mutateAsync({ questionId: Number(key), grade }).then(
      () => true,
      () => false,
    );
  };
  const tools = useQuestionTools(params, source, questions.data);
  const queryClient = useQueryClient();
  const typeLabels = useExamTypeLabels();
  // Spec §2/§6: a teacher always sees 试题详解 and never gets 提交答案. Teacher or student comes from the server
  // (GET /teachingCenter/onlineCourse/isStudents); if that call fails the student view stands.
  const isStudents = useQuery(courseQueries.isStudents());
  const isTeacher = isStudents.data === false;

  // Spec §4: after a purchase the server opens the withheld questions; reload them and come back to the same one.
  const [generation, setGeneration] = useState(0);
  // The question on screen, per query: another /subjectHomeWork link reuses this page but starts afresh.
  const position = useRef<{ search: string; key: string } | undefined>(undefined);
  const searchText = search.toString();
  const title = params.label ?? answeringText.titles[params.name];
  const trackPosition = useCallback(
    (key: string) => {
      position.current = { search: searchText, key };
      // 继续上次 on the web home (issue 18): practice lists only, not a single note or a finished paper.
      if (params.name !== 'note') rememberPractice(searchText, key, title);
    },
    [searchText, params.name, title],
  );
  const queryKey = questionsQueryKey(params, source);
  useEffect(
    () => appBridge.onPurchase(() => void queryClient.refetchQueries({ queryKey }).then(() => setGeneration((g) => g + 1))),
    // queryKey is derived from params; re-subscribing per render is pointless.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, search],
  );

  const back = () => navigate(backTargetOf(params), { replace: true });

  if (questions.isPending || isStudents.isPending) {
    return (
      <main>
        <PageHeader title={title} onBack={back} />
        <LoadingState text={isComposition(params) ? answeringText.composing : undefined} />
      </main>
    );
  }
  const list = questions.data;
  if (questions.isError || !list || list.length === 0) {
    return (
      <main>
        <PageHeader title={title} onBack={back} />
        {questions.isError ? <ErrorState onRetry={() => void questions.refetch()} /> : <EmptyState />}
      </main>
    );
  }
  // The server withholds (locked: true) what is beyond the free questions of a locked skill.
  const unlocked = !topic || params.isUnlock || !list.some((q) => q.locked);
  const openKnowledge = (item: QuestionItem) => {
    const outcome = knowledgeOutcome(item.source, unlocked, hasNativeHost(appBridge));
    if (outcome.kind === 'page') navigate(outcome.to);
    else if (outcome.kind === 'bridge') openKnowledgeInNative(appBridge, params, Number(item.key));
    else Toast.show({ content: answeringText.noKnowledge });
  };
  return (
    <PracticeScreen
      key={`${searchText}#${generation}`}
      title={title}
      questions={list}
      session={{
        unlocked,
        // A composed paper shows results once it is finished; practice shows them after each answer (spec §4).
        revealAfterEachAnswer: source.kind !== 'paper',
        // A teacher reviews: the key, 试题详解 and no answering (so no 提交答案).
        isTeacher,
        readOnly: isTeacher,
        startQuestionId: (position.current?.search === searchText ? position.current.key : undefined) ?? params.questionId,
      }}
      onPosition={trackPosition}
      submitAnswer={submitAnswer}
      onLocked={() =>
        requestUnlock(appBridge, params, {
          here: practiceLinkAt(location.pathname, searchText, position.current?.search === searchText ? position.current.key : params.questionId),
          open: (to) => void navigate(to),
        })
      }
      onBack={back}
      tools={topic ? tools : undefined}
      onKnowledge={showsKnowledgeEntry(params) ? openKnowledge : undefined}
      readOnlyNote={readOnlyNoteOf(params, list)}
      typeLabels={typeLabels}
      onSelfGrade={params.name === 'review' && !isTeacher ? selfGrade : undefined}
    />
  );
}
