import { CategorySheetPage, type CategorySheetKind } from '../../shared/category-sheet/CategorySheetPage';
import { collectText } from './messages';
import { FAVOURITE_LIST_TYPE, FAVOURITE_PRACTICE, FAVOURITE_SHEET_FLAG } from './collect-links';

const FAVOURITES: CategorySheetKind = {
  listType: FAVOURITE_LIST_TYPE,
  sheetFilter: { isFavorite: FAVOURITE_SHEET_FLAG },
  practice: FAVOURITE_PRACTICE,
  // Favourites keep their practice result: green right, red wrong, plain when not answered yet.
  statusOf: (q) => (q.isRight === 1 ? 'right' : q.isRight === 0 ? 'wrong' : 'unanswered'),
  text: collectText,
};

/** /subjectCollect (spec §2): favourites by parent category, the same filter popup, and 开始练习. */
export default function CollectPage() {
  return <CategorySheetPage kind={FAVOURITES} />;
}
