import { formatAnswerForDisplay, type Answer } from '../model/answer-format';
import { QE_MESSAGES } from './messages';
import { RichText } from './RichText';
import { QE_COLORS } from './styles';

interface AnswerBlockProps {
  expected: Answer | null;
  /** Null when nothing was answered; undefined hides the line (recite mode has no own answer). */
  given: Answer | null | undefined;
  showYourAnswer: boolean;
  /** 回答正确 / 回答错误 above the answers; null shows none (essays, recite mode, teacher review). */
  verdict: 'right' | 'wrong' | null;
  fontSize: number;
}

/**
 * 回答正确 / 回答错误, then 正确答案 and 你的答案 after answering (spec §4). The verdict is said in words, not only in
 * option colours: a partly right X-type answer has green options too, and a fill-in has no options at all.
 */
export function AnswerBlock({ expected, given, showYourAnswer, verdict, fontSize }: AnswerBlockProps) {
  const givenText = formatAnswerForDisplay(given ?? null);
  return (
    <section className="qe-answer" aria-label={QE_MESSAGES.correctAnswer} style={{ fontSize, margin: '12px 0' }}>
      {verdict && (
        <p
          className={`qe-answer__verdict qe-answer__verdict--${verdict}`}
          role="status"
          style={{ margin: '0 0 6px', fontWeight: 600, color: verdict === 'right' ? QE_COLORS.success : QE_COLORS.danger }}
        >
          {verdict === 'right' ? '✓ ' : '✗ '}
          {QE_MESSAGES.verdict[verdict]}
        </p>
      )}
      {expected && (
        <div className="qe-answer__correct" style={{ color: QE_COLORS.success }}>
          <span>{QE_MESSAGES.correctAnswer}：</span>
          {expected.kind === 'essay' ? <RichText html={expected.text} /> : <span>{formatAnswerForDisplay(expected)}</span>}
        </div>
      )}
      {showYourAnswer && (
        <div className="qe-answer__given">
          <span>{QE_MESSAGES.yourAnswer}：</span>
          <span style={{ whiteSpace: 'pre-wrap' }}>{givenText === '' ? QE_MESSAGES.notAnswered : givenText}</span>
        </div>
      )}
    </section>
  );
}

interface ExplanationProps {
  analysis: string | null | undefined;
  fontSize: number;
}

/** 试题详解 block; visibility is decided by the model (analysis and teacher-or-finished). */
export function Explanation({ analysis, fontSize }: ExplanationProps) {
  return (
    <section className="qe-explanation" aria-label={QE_MESSAGES.explanation} style={{ fontSize, margin: '12px 0' }}>
      <h3 style={{ fontSize, margin: '0 0 4px' }}>{QE_MESSAGES.explanation}</h3>
      <RichText html={analysis} />
    </section>
  );
}
