import { blankCountOf } from '../model/answer-format';
import { fontScale, type FontSizeName } from '../model/font-size';
import type { QuestionViewModel } from '../model/session-view';
import type { PracticeAction } from '../model/session';
import { AnswerBlock, Explanation } from './AnswerBlock';
import { BlankInputs, EssayInput } from './AnswerInputs';
import { Attachments } from './Attachments';
import { QE_MESSAGES } from './messages';
import { OptionList } from './OptionList';
import { RichText } from './RichText';
import { QE_COLORS } from './styles';

/** The answering actions a rendered question can raise; navigation belongs to the screen. */
export type QuestionViewAction = Extract<PracticeAction, { type: 'pickOption' | 'setBlank' | 'setEssay' | 'submit' }>;

export interface QuestionViewProps {
  view: QuestionViewModel;
  onAction: (action: QuestionViewAction) => void;
  /** 提交答案 on the last question finishes the sheet; without this handler that button is not shown. */
  onFinish?: () => void;
  fontSize?: FontSizeName;
  /** Replaces the built-in antd-mobile ImageViewer zoom. */
  onZoomImage?: (url: string) => void;
  /** Shown instead of `item.typeLabel`, e.g. the label the `cmtt_exam_type` dictionary holds now (spec §3). */
  typeLabel?: string;
}

/** Renders one answerable question from its view model (see `questionViewModel`). */
export function QuestionView({ view, onAction, onFinish, fontSize, onZoomImage, typeLabel }: QuestionViewProps) {
  const scale = fontScale(fontSize);
  const { item, shownAnswer } = view;
  const submitButton = view.submitButton === 'finish' && !onFinish ? null : view.submitButton;
  const submit = () => (submitButton === 'finish' ? onFinish?.() : onAction({ type: 'submit' }));

  return (
    <article
      className="qe-question"
      aria-label={QE_MESSAGES.question(view.number, view.total)}
      data-question-key={item.key}
      style={{ padding: 12, color: QE_COLORS.text }}
    >
      <header style={{ display: 'flex', gap: 8, fontSize: scale.label, color: QE_COLORS.weak }}>
        <span className="qe-question__type">{typeLabel ?? item.typeLabel}</span>
        <span className="qe-question__number">
          {view.number}/{view.total}
        </span>
      </header>
      {item.publicContent !== '' && (
        <section className="qe-question__public" aria-label={QE_MESSAGES.sharedStem} style={{ margin: '8px 0' }}>
          <RichText html={item.publicContent} stem style={{ fontSize: scale.stem }} />
          <Attachments key={item.key} attachments={item.publicAttachments} fontSize={scale.body} onZoomImage={onZoomImage} />
        </section>
      )}
      <RichText className="qe-question__content" html={item.content} stem style={{ fontSize: scale.stem, margin: '8px 0' }} />
      {/* Keyed by question so a question change stops and rewinds audio and video. */}
      <Attachments key={`own-${item.key}`} attachments={item.attachments} fontSize={scale.body} onZoomImage={onZoomImage} />

      {(item.answerKind === 'single' || item.answerKind === 'multi') && (
        <OptionList
          options={item.options}
          states={view.optionStates}
          multiple={item.answerKind === 'multi'}
          disabled={!view.editable}
          fontSize={scale.body}
          onPick={(letter) => onAction({ type: 'pickOption', letter })}
        />
      )}
      {item.answerKind === 'blanks' && (
        <BlankInputs
          count={blankCountOf(item)}
          values={shownAnswer?.kind === 'blanks' ? shownAnswer.blanks : []}
          disabled={!view.editable}
          marks={view.blankMarks}
          fontSize={scale.body}
          onChange={(blankIndex, value) => onAction({ type: 'setBlank', blankIndex, value })}
        />
      )}
      {/* An empty essay box that cannot be written in (teacher review, recite mode) says nothing: only the key shows. */}
      {item.answerKind === 'essay' && (view.editable || shownAnswer !== null) && (
        <EssayInput
          value={shownAnswer?.kind === 'essay' ? shownAnswer.text : ''}
          disabled={!view.editable}
          fontSize={scale.body}
          onChange={(text) => onAction({ type: 'setEssay', text })}
        />
      )}

      {submitButton && (
        <button
          type="button"
          className="qe-submit"
          disabled={!view.canSubmit}
          onClick={submit}
          style={{ width: '100%', margin: '12px 0', padding: 10, borderRadius: 20, border: 0, fontSize: scale.body, color: QE_COLORS.white, background: QE_COLORS.primary, opacity: view.canSubmit ? 1 : 0.5 }}
        >
          {QE_MESSAGES.submit}
        </button>
      )}

      {view.showAnswerBlock && (
        <AnswerBlock
          expected={view.expected}
          given={view.submitted?.answer ?? null}
          showYourAnswer={view.showYourAnswer}
          verdict={view.verdict}
          fontSize={scale.body}
        />
      )}
      {view.showExplanation && <Explanation analysis={item.source.analysis} fontSize={scale.body} />}
    </article>
  );
}
