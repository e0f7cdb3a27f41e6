import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Form, Select, Space } from 'antd';
import { stationConsoleQueries } from '@medteach/api-client';
import { messages } from '../../messages';
import { StationBoard } from '../../shared/station/StationBoard';

const text = messages.station;

/**
 * 考站叫号 (/station/call?examId=&stationId=): pick an exam and a station, then work its rooms. The choice lives in
 * the query so a refresh (or a shared link) opens the same station.
 */
export default function StationCallPage() {
  const [query, setQuery] = useSearchParams();
  const { data: exams = [] } = useQuery(stationConsoleQueries.exams());
  const examId = Number(query.get('examId')) || exams[0]?.examId;
  const exam = exams.find((e) => e.examId === examId);
  const stationId = Number(query.get('stationId')) || exam?.stations[0]?.stationId;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card>
        <Form layout="inline">
          <Form.Item label={text.exam}>
            <Select
              style={{ width: 260 }}
              placeholder={text.pickExam}
              value={exam?.examId}
              options={exams.map((e) => ({ value: e.examId, label: e.examName }))}
              onChange={(id: number) => setQuery({ examId: String(id) }, { replace: true })}
            />
          </Form.Item>
          <Form.Item label={text.stationName}>
            <Select
              style={{ width: 200 }}
              placeholder={text.pickStation}
              value={stationId}
              options={exam?.stations.map((s) => ({ value: s.stationId, label: s.stationName })) ?? []}
              onChange={(id: number) => setQuery({ examId: String(examId), stationId: String(id) }, { replace: true })}
            />
          </Form.Item>
        </Form>
      </Card>
      {stationId ? <StationBoard stationId={stationId} /> : <Card><Empty /></Card>}
    </Space>
  );
}
