import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { PrinterOutlined, DownloadOutlined } from '@ant-design/icons';
import { EXAMINEE_STATUS_LABELS, type ExamSchedule, type ScheduleBatch, type ScheduleStation } from '@medteach/contract';
import { exportSchedule, examineeQueries } from './api';
import { examineeText as text } from './messages';
import styles from './examinees.module.css';

/** One station's day: its rooms and batches, each batch with its time and examinees in calling order. */
function StationSchedule({ station }: { station: ScheduleStation }) {
  const count = station.batches.reduce((n, b) => n + b.examinees.length, 0);
  return (
    <Card
      className={styles.stationCard}
      title={
        <Space wrap>
          <span>{station.stationName}</span>
          <Typography.Text type="secondary">{text.people(count)}</Typography.Text>
          <Typography.Text type="secondary">{text.examDuration(Math.round(station.examSeconds / 60))}</Typography.Text>
        </Space>
      }
      extra={
        <Space wrap size={4}>
          {station.rooms.length ? station.rooms.map((r) => <Tag key={r}>{r}</Tag>) : <Typography.Text type="secondary">{text.noRooms}</Typography.Text>}
        </Space>
      }
    >
      <Table<ScheduleBatch>
        rowKey="batch"
        size="small"
        pagination={false}
        dataSource={station.batches}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noBatches} /> }}
        columns={[
          { key: 'batch', title: text.batch, dataIndex: 'batch', width: 70, align: 'center' },
          { key: 'plannedAt', title: text.batchAt, width: 160, render: (_, b) => b.plannedAt ?? <Typography.Text type="secondary">{text.unplanned}</Typography.Text> },
          {
            key: 'examinees',
            title: text.examinees,
            render: (_, b) => (
              <Space wrap size={[4, 4]}>
                {b.examinees.map((x) => (
                  <Tag key={x.examineeId} title={`${x.jobNumber}${x.plannedAt ? ` · ${x.plannedAt}` : ''} · ${EXAMINEE_STATUS_LABELS[x.status]}`}>
                    {x.seq}. {x.realName}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The schedule as it shows and prints: a title, then every station. */
function ScheduleSheet({ schedule, title }: { schedule: ExamSchedule; title: boolean }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {title && <Typography.Title level={4}>{text.scheduleTitle(schedule.examName)}</Typography.Title>}
      {schedule.stations.length ? schedule.stations.map((s) => <StationSchedule key={s.stationId} station={s} />) : <Empty />}
    </Space>
  );
}

/**
 * 考站安排: who goes where, when — every station of the exam (or the one picked), printable and exportable. 打印 puts a
 * copy of the schedule under <body> for the browser's print, which leaves the rest of the console out.
 */
export function SchedulePanel({ examId, stationId }: { examId: number; stationId?: number }) {
  const schedule = useQuery(examineeQueries.schedule(examId, stationId));
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    // The copy is in the page now; print() returns once the dialog closes.
    window.print();
    setPrinting(false);
  }, [printing]);

  if (schedule.isError) return <Alert type="error" showIcon title={schedule.error.message} action={<Button onClick={() => void schedule.refetch()}>重试</Button>} />;
  if (!schedule.data) return <Card loading />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {text.print}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void exportSchedule(examId, stationId)}>
          {text.exportSchedule}
        </Button>
      </Space>
      <ScheduleSheet schedule={schedule.data} title={false} />
      {printing &&
        createPortal(
          <div className={styles.printRoot}>
            <ScheduleSheet schedule={schedule.data} title />
          </div>,
          document.body,
        )}
    </Space>
  );
}
