import { useState } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Drawer, Empty, Flex, Row, Select, Space, Tag, Typography } from 'antd';
import type { ConnectionStatus } from '@medteach/exam-socket';
import { LoadFailed } from '../../shared/LoadFailed';
import { StationBoard } from '../../shared/station/StationBoard';
import { examDayQueries } from './api';
import { defaultExam, totalCounts } from './dashboard-state';
import { examDayText as text } from './messages';
import { COUNT_COLOR, COUNT_ORDER, StationTile } from './StationTile';
import { openDashboardSocket, useDashboardFeed, type DashboardSocketFactory } from './use-dashboard-feed';

const LIVE_BADGE: Record<ConnectionStatus, 'success' | 'warning' | 'error'> = { connected: 'success', reconnecting: 'warning', disconnected: 'error' };
/** The call console drawer: wide enough for StationBoard's rooms three abreast on a 1440 px laptop. */
const DRAWER_WIDTH = 'min(1180px, 92vw)';

/**
 * 考试看板 (/station/dashboard?examId=): every station of an exam live on one screen — counts, each room's examinee
 * and clock, displays' presence — pushed by the dashboard socket; 叫号台 opens a station's call console in a drawer.
 */
export default function ExamDayPage({ openSocket = openDashboardSocket }: { openSocket?: DashboardSocketFactory }) {
  const [query, setQuery] = useSearchParams();
  const exams = useQuery(examDayQueries.exams());
  const picked = Number(query.get('examId')) || undefined;
  const exam = exams.data?.find((e) => e.examId === picked) ?? defaultExam(exams.data ?? [], dayjs().format('YYYY-MM-DD HH:mm:ss'));
  const feed = useDashboardFeed(exam?.examId, openSocket);
  const [openStation, setOpenStation] = useState<number | null>(null);
  const dashboard = feed.data;
  const drawerStation = dashboard?.stations.find((s) => s.stationId === openStation);

  if (exams.isError) return <LoadFailed title={text.loadFailed} onRetry={() => void exams.refetch()} />;
  if (exams.isPending) return <Card loading />;
  if (!exam) return <Card><Empty description={text.noExams}><Typography.Text type="secondary">{text.noExamsHint}</Typography.Text></Empty></Card>;

  const totals = dashboard && totalCounts(dashboard.stations);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small">
        <Flex wrap gap="small 24px" align="center" justify="space-between">
          <Space wrap>
            <Typography.Text>{text.exam}</Typography.Text>
            <Select
              style={{ width: 280 }}
              aria-label={text.exam}
              placeholder={text.pickExam}
              value={exam.examId}
              options={exams.data.map((e) => ({ value: e.examId, label: e.examName }))}
              onChange={(id: number) => setQuery({ examId: String(id) }, { replace: true })}
            />
            <Typography.Text type="secondary">{text.window(exam.startsAt, exam.endsAt)}</Typography.Text>
          </Space>
          <Space wrap size="middle">
            {totals && (
              <Space size={4} wrap aria-label={text.totals}>
                <Typography.Text type="secondary">{text.totals}</Typography.Text>
                {COUNT_ORDER.map((s) => (
                  <Tag key={s} color={COUNT_COLOR[s]}>{`${text.counts[s]} ${totals[s]}`}</Tag>
                ))}
              </Space>
            )}
            <span title={text.liveHint} role="status">
              <Badge status={LIVE_BADGE[feed.connection.status]} text={text.live[feed.connection.status]} />
            </span>
          </Space>
        </Flex>
      </Card>
      {feed.isError && !dashboard ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void feed.refetch()} />
      ) : !dashboard ? (
        <Card loading />
      ) : dashboard.stations.length === 0 ? (
        <Card><Empty description={text.noStations} /></Card>
      ) : (
        <Row gutter={[12, 12]}>
          {dashboard.stations.map((station) => (
            <Col key={station.stationId} xs={24} sm={12} lg={8} xl={6} xxl={4}>
              <StationTile station={station} clockOffset={feed.clockOffset} onOpen={() => setOpenStation(station.stationId)} />
            </Col>
          ))}
        </Row>
      )}
      <Drawer
        open={!!drawerStation}
        size={DRAWER_WIDTH}
        title={drawerStation && text.drawerTitle(drawerStation.stationName)}
        onClose={() => setOpenStation(null)}
        destroyOnHidden
      >
        {drawerStation && <StationBoard stationId={drawerStation.stationId} />}
      </Drawer>
    </Space>
  );
}
