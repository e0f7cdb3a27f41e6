import { useQueries, useQuery } from '@tanstack/react-query';
import { Badge, List, ProgressBar } from 'antd-mobile';
import { questionBankQueries } from '@medteach/api-client';
import type { StudyBank } from '@medteach/contract';
import { DANGER_AA_COLOR, EmptyState, ErrorState, ListLink, LoadingState } from '@medteach/ui-kit';
import { bankFamilyTitle, studyProgressLabel } from '../../shared/bank-texts';
import { lastPractice } from '../../shared/last-practice';
import { missingOffline, useNetworkOnline } from '../../shared/network-status';
import { ProgressRow } from '../progress';
import { homeText as text } from './messages';
import { MockExamLink } from '../mock-exam';
import { OfflineState } from './OfflineState';
import { SearchEntry } from '../search';

/** The two bank families of spec §9 (majorType 1 临床思维能力, 2 口腔临床思辨能力). */
export const MAJOR_TYPES = [1, 2] as const;

function BankRow({ bank }: { bank: StudyBank }) {
  const record = useQuery(questionBankQueries.studyRecord(bank.studyBankId)).data;
  const share = record && record.totalNum > 0 ? Math.round((record.studyNum * 100) / record.totalNum) : 0;
  return (
    <ListLink
      to={`/subject?majorType=${bank.majorType}&studyBankId=${bank.studyBankId}`}
      extra={<MockExamLink studyBankId={bank.studyBankId} bankName={bank.studyBankName} />}
      description={
        record ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {/* antd-mobile's bar is a plain div: the progressbar role (and its name) sits on a wrapper. */}
            <div
              role="progressbar"
              aria-label={studyProgressLabel(record.studyNum, record.totalNum)}
              aria-valuemin={0}
              aria-valuemax={record.totalNum}
              aria-valuenow={record.studyNum}
              style={{ flex: 1 }}
            >
              <ProgressBar percent={share} style={{ '--track-width': '6px' }} />
            </div>
            <span style={{ whiteSpace: 'nowrap' }}>{text.progress(record.studyNum, record.totalNum)}</span>
          </div>
        ) : undefined
      }
    >
      {bank.studyBankName}
    </ListLink>
  );
}

/** 错题复习 of one family: today's due count; opens the due questions on the answering screen. */
function ReviewRow({ majorType }: { majorType: number }) {
  const summary = useQuery(questionBankQueries.reviewSummary(majorType)).data;
  const due = summary?.due ?? 0;
  const description = summary ? (summary.total > 0 ? text.reviewTotal(summary.total) : text.reviewEmpty) : undefined;
  const title = (
    <>
      {text.review}
      <span style={{ marginLeft: 8, fontSize: 13, color: 'var(--adm-color-weak)' }}>{summary ? text.reviewDue(due, summary.total) : ''}</span>
    </>
  );
  // Something due: the row opens it; nothing due: a plain row that says so.
  return due > 0 ? (
    <ListLink to={`/subjectHomeWork?name=review&majorType=${majorType}`} description={description} extra={<Badge content={due} color={DANGER_AA_COLOR} />}>
      {title}
    </ListLink>
  ) : (
    <List.Item description={description}>{title}</List.Item>
  );
}

function Family({ majorType, online }: { majorType: number; online: boolean }) {
  const banks = useQuery(questionBankQueries.banks(majorType));
  // Offline with nothing loaded yet: the tab says so once (OfflineState) and the family waits for the network.
  if (missingOffline(online, banks)) return null;
  let rows;
  if (banks.isPending) rows = <LoadingState />;
  else if (banks.isError) rows = <ErrorState onRetry={() => void banks.refetch()} />;
  else if (banks.data.length === 0) rows = <EmptyState text={text.noBanks} />;
  else rows = banks.data.map((bank) => <BankRow key={bank.studyBankId} bank={bank} />);
  return (
    <List header={bankFamilyTitle(majorType)} mode="card">
      <ReviewRow majorType={majorType} />
      <ProgressRow majorType={majorType} />
      {rows}
    </List>
  );
}

/**
 * 题库 tab: 搜索试题, 继续上次, then per family today's review and the banks with progress. 继续上次 is kept on this device, so it
 * works offline; banks loaded before in this tab stay shown, and where none are, one offline state replaces the
 * spinner until the network returns (the paused queries then load by themselves).
 */
export function BankTab() {
  const resume = lastPractice();
  const online = useNetworkOnline();
  const banks = useQueries({ queries: MAJOR_TYPES.map((majorType) => questionBankQueries.banks(majorType)) });
  const offline = banks.some((q) => missingOffline(online, q));
  return (
    <>
      <SearchEntry />
      {resume && (
        <List mode="card">
          <ListLink to={resume.path} description={text.resumeHint(resume.title, resume.at)}>
            {text.resume}
          </ListLink>
        </List>
      )}
      {offline && <OfflineState />}
      {MAJOR_TYPES.map((majorType) => (
        <Family key={majorType} majorType={majorType} online={online} />
      ))}
    </>
  );
}
