import { CategorySheetPage, type CategorySheetKind } from '../../shared/category-sheet/CategorySheetPage';
import { wrongText } from './messages';
import { WRONG_LIST_TYPE, WRONG_PRACTICE } from './wrong-links';

const WRONG_ANSWERS: CategorySheetKind = {
  listType: WRONG_LIST_TYPE,
  sheetFilter: { type: WRONG_LIST_TYPE },
  practice: WRONG_PRACTICE,
  // Every question here was answered wrong.
  statusOf: () => 'wrong',
  text: wrongText,
};

/** /subjectErrorCorrection (spec §2): wrong answers by parent category, a filter popup, tap to practise. */
export default function ErrorCorrectionPage() {
  return <CategorySheetPage kind={WRONG_ANSWERS} />;
}
