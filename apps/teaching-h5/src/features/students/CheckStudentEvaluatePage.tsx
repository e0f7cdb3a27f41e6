import { useSearchParams } from 'react-router-dom';
import { OperationType } from '../../shared/lesson-rules';
import { numberParam } from '../../shared/link';
import { StudentListScreen } from './StudentListScreen';

/**
 * /checkStudentEvaluate?planDetailId&operationType&ratingCriteriaId&paperId — the rating check from a lesson: the
 * student list in rating or paper mode with its completion count, leading to /ratingScale or /scoreReport.
 */
export default function CheckStudentEvaluatePage() {
  const [query] = useSearchParams();
  const paper = numberParam(query, 'operationType') === OperationType.PAPER || (!query.get('ratingCriteriaId') && !!query.get('paperId'));
  return <StudentListScreen mode={paper ? 'paper' : 'rating'} showCompletion />;
}
