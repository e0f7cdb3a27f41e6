// Public door of @medteach/question-engine. Importing it has no side effects (no CSS, no globals), so Node tools
// and benchmarks can use the pure model.
export * from './model/question-types';
// The type table itself is the contract's (one for apps and server); re-exported so screens need one import.
export { QuestionType, QUESTION_TYPE_LABELS, GROUP_QUESTION_TYPES, toQuestionTypeValue, type QuestionTypeValue } from '@medteach/contract';
export * from './model/question';
export * from './model/attachment';
export * from './model/answer-format';
export * from './model/grading';
export * from './model/option-state';
export * from './model/visibility';
export * from './model/lock';
export * from './model/swipe';
export * from './model/font-size';
export * from './model/keyboard';
export * from './model/session';
export * from './model/session-view';
export { QuestionView, type QuestionViewProps, type QuestionViewAction } from './ui/QuestionView';
export { AnswerCard } from './ui/AnswerCard';
export { useQuestionKeyboard, type QuestionKeyboardHandlers } from './ui/useQuestionKeyboard';
export { useSwipe } from './ui/useSwipe';
export { sanitizeHtml } from './ui/sanitize';
export { QE_MESSAGES } from './ui/messages';
