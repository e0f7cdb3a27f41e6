import { useRef, type ChangeEvent } from 'react';
import { Button, Tag } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HOMEWORK_DOCUMENT_TYPES, HOMEWORK_MAX_FILES, type MyHomework } from '@medteach/contract';
import { confirm, toast } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { homeworkMutations, homeworkQueries } from './api';
import { HandInFileList } from './HandInFileList';
import { homeworkText } from './messages';
import { SubmittedFiles } from './SubmittedFiles';
import { useHandInFiles } from './useHandInFiles';
import styles from './homework.module.css';

/** What the document picker offers (the server checks again by extension and content). */
const DOCUMENT_ACCEPT = HOMEWORK_DOCUMENT_TYPES.map((t) => `.${t}`).join(',');
const MINUTE_TEXT_LENGTH = 16;

function Status({ mine }: { mine: MyHomework }) {
  if (mine.homeWorkScore !== null) {
    return (
      <div className={styles.statusLine}>
        <Tag color="success">{homeworkText.scored}</Tag>
        <span className={styles.score}>{homeworkText.score(mine.homeWorkScore)}</span>
      </div>
    );
  }
  return (
    <div className={styles.statusLine}>
      <Tag color={mine.homeworkStatus === 1 ? 'primary' : 'default'} fill="outline">
        {mine.homeworkStatus === 1 ? homeworkText.submitted : homeworkText.notSubmitted}
      </Tag>
      {mine.submitTime && <span className={styles.meta}>{`${homeworkText.submitTime} ${mine.submitTime.slice(0, MINUTE_TEXT_LENGTH)}`}</span>}
    </div>
  );
}

/** Photos (camera or gallery) and documents, each uploading with its progress, then 提交作业 / 重新提交. */
function HandInEditor({ mine }: { mine: MyHomework }) {
  const files = useHandInFiles(mine.files);
  const submit = useMutation(homeworkMutations.submit(mine.planDetailId));
  const photoInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const resubmitting = mine.homeworkStatus === 1;

  const picked = (kind: 'image' | 'document') => (e: ChangeEvent<HTMLInputElement>) => {
    files.add(Array.from(e.target.files ?? []), kind);
    e.target.value = ''; // the same file may be picked again after removing it
  };
  const send = async () => {
    if (files.busy) return toast(homeworkText.waitForUploads);
    if (resubmitting && !(await confirm(homeworkText.resubmitConfirm))) return;
    submit.mutate(files.urls, { onSuccess: () => toast(homeworkText.submittedToast) });
  };

  return (
    <>
      <HandInFileList items={files.items} onRemove={files.remove} onRetry={files.retry} />
      <div className={styles.hint}>{homeworkText.typesHint(HOMEWORK_MAX_FILES)}</div>
      <div className={styles.pickers}>
        <Button size="small" color="primary" fill="outline" disabled={files.full} onClick={() => photoInput.current?.click()}>
          {homeworkText.takePhoto}
        </Button>
        <Button size="small" color="primary" fill="outline" disabled={files.full} onClick={() => documentInput.current?.click()}>
          {homeworkText.chooseFile}
        </Button>
      </div>
      <input ref={photoInput} className={styles.hiddenInput} type="file" accept="image/*" multiple aria-label={homeworkText.takePhoto} onChange={picked('image')} />
      <input ref={documentInput} className={styles.hiddenInput} type="file" accept={DOCUMENT_ACCEPT} multiple aria-label={homeworkText.chooseFile} onChange={picked('document')} />
      <div className={styles.submitBar}>
        <Button block color="primary" loading={submit.isPending} disabled={files.urls.length === 0 || files.busy} onClick={() => void send()}>
          {resubmitting ? homeworkText.resubmit : homeworkText.submit}
        </Button>
      </div>
    </>
  );
}

/**
 * A student's homework hand-in inside the lesson's 课后作业 section (replaces "请在电脑端上传作业"): status and score,
 * the window's verdict, and — while the window is open and no score stands — the editor.
 */
export function HomeworkHandIn({ planDetailId }: { planDetailId: number }) {
  const mine = useQuery(homeworkQueries.mine(planDetailId));
  return (
    <div className={styles.block} aria-label={homeworkText.myHomework} role="group">
      <QueryStatus query={mine} isEmpty={() => false}>
        {(h) => (
          <>
            <Status mine={h} />
            {h.canSubmit ? (
              // A new hand-in (new submit time) starts the editor again from what was stored.
              <HandInEditor key={h.submitTime ?? 'first'} mine={h} />
            ) : (
              <>
                {h.homeWorkScore === null && h.window !== 'open' && <div className={styles.warning}>{h.window === 'notOpen' ? homeworkText.notOpen : homeworkText.closed}</div>}
                <SubmittedFiles files={h.files} />
              </>
            )}
          </>
        )}
      </QueryStatus>
    </div>
  );
}
