export * from './messages';
export * from './week-number';
export * from './WeekStrip';
export * from './PeriodGrid';
export * from './StudentRow';
export * from './rating-tree';
export * from './RatingTable';
export * from './ScoreRing';
