// Test and benchmark helpers of @medteach/question-engine (`@medteach/question-engine/testing`), kept out of the
// public door so no app bundles them.
export { buildSampleQuestions } from './testing/sample-questions';
