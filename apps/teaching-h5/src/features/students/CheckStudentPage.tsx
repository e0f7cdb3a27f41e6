import { useSearchParams } from 'react-router-dom';
import { modeOf } from './student-links';
import { StudentListScreen } from './StudentListScreen';

/** /checkStudent?planId&planDetailId&keyword — 学员列表 of a lesson (attendance mode from the lesson's button). */
export default function CheckStudentPage() {
  const [query] = useSearchParams();
  return <StudentListScreen mode={modeOf(query)} />;
}
