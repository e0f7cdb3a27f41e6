import { useState } from 'react';
import { Button, Dialog, ImageViewer } from 'antd-mobile';
import { resolveFileUrl } from '@medteach/api-client';
import type { ExamSkillQuestion } from '@medteach/contract';
import { MediaPlayer } from './MediaPlayer';
import { mediaKind, splitUrls } from './media-kind';
import { chineseNumeral, paperMessages as m } from './messages';
import { formatCountdown } from './use-countdown';
import styles from './paper.module.css';

export interface SkillPaperProps {
  questions: ExamSkillQuestion[];
  secondsLeft: number;
}

/** The skills-exam screen (spec §2): header with count and countdown, tabs 试题1..n, one step of the question at a time. */
export function SkillPaper({ questions, secondsLeft }: SkillPaperProps) {
  const [active, setActive] = useState(0);
  const question = questions[Math.min(active, questions.length - 1)];
  return (
    <main className={styles.paper}>
      <header className={styles.header}>
        <span>{m.questionCount(questions.length)}</span>
        <span className={styles.countdown} role="timer">
          {m.timeLeft} {formatCountdown(secondsLeft)}
        </span>
      </header>
      <nav role="tablist" className={styles.tabs}>
        {questions.map((q, i) => (
          <button key={q.id} type="button" role="tab" aria-selected={i === active} className={styles.tab} onClick={() => setActive(i)}>
            {m.tab(i + 1)}
          </button>
        ))}
      </nav>
      {/* A new key per tab: switching tab starts the question again at step 1. */}
      {question && <QuestionSteps key={`${active}-${question.id}`} question={question} />}
    </main>
  );
}

function QuestionSteps({ question }: { question: ExamSkillQuestion }) {
  const [step, setStep] = useState(0);
  const parts = question.examSkillQuestionParts;
  const part = parts[step];
  const isFirst = step === 0;
  const isLast = step >= parts.length - 1;

  const [confirming, setConfirming] = useState(false);
  const onConfirmAction = (action: { key: string | number }) => {
    setConfirming(false);
    if (action.key === 'confirm') setStep((s) => Math.min(s + 1, parts.length - 1));
  };

  return (
    <section role="tabpanel" className={styles.body}>
      <h2 className={styles.name}>{question.name}</h2>
      <h3 className={styles.stepTitle}>{m.stepTitle(step + 1, parts.length)}</h3>
      {part && (
        <article className={styles.part}>
          <p className={styles.description}>
            {chineseNumeral(step + 1)}、{part.description}
          </p>
          <MediaList urls={splitUrls(part.descriptionFileUrl)} />
        </article>
      )}
      {question.examSkillQuestionDetails.length > 0 && (
        <aside className={styles.details} aria-label={m.materials}>
          <h4>{m.materials}</h4>
          {question.examSkillQuestionDetails.map((d) => (
            <div key={d.id}>
              <p>{d.name}</p>
              <MediaList urls={splitUrls(d.fileUrl)} />
            </div>
          ))}
        </aside>
      )}
      <footer className={styles.nav}>
        {!isFirst && <Button onClick={() => setStep((s) => s - 1)}>{m.previous}</Button>}
        {!isLast && (
          <Button color="primary" onClick={() => setConfirming(true)}>
            {m.next}
          </Button>
        )}
      </footer>
      <Dialog
        visible={confirming}
        content={m.confirmNext}
        onAction={onConfirmAction}
        onClose={() => setConfirming(false)}
        actions={[[{ key: 'cancel', text: m.cancel }, { key: 'confirm', text: m.confirm, bold: true }]]}
      />
    </section>
  );
}

function MediaList({ urls }: { urls: string[] }) {
  return (
    <div className={styles.media}>
      {urls.map((raw) => {
        const url = resolveFileUrl(raw);
        switch (mediaKind(raw)) {
          case 'image':
            return (
              <img key={raw} src={url} alt={raw.split('/').pop()} className={styles.image} onClick={() => ImageViewer.show({ image: url })} />
            );
          case 'video':
          case 'audio':
            return <MediaPlayer key={raw} kind={mediaKind(raw) as 'video' | 'audio'} url={url} name={raw.split('/').pop() ?? raw} />;
          default:
            return (
              <a key={raw} href={url} target="_blank" rel="noreferrer">
                {raw.split('/').pop()}
              </a>
            );
        }
      })}
    </div>
  );
}
