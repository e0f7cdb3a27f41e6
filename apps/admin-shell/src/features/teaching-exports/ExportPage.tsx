import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Select, Space, Spin, Typography } from 'antd';
import { TEACHING_EXPORT_KINDS, type Semester, type TeachingExportKind } from '@medteach/contract';
import { messages } from '../../messages';
import { LoadFailed } from '../../shared/LoadFailed';
import { downloadExport, teachingExportQueries } from './api';
import { exportText } from './messages';
import { ProgressPrint, ProgressPrintCopy } from './ProgressPrint';
import styles from './teaching-exports.module.css';

const text = exportText;
/** Local date YYYY-MM-DD (sv-SE writes dates that way). */
const today = () => new Date().toLocaleDateString('sv-SE');
/** The semester holding today, else the latest (the list comes newest first). */
const currentSemester = (list: Semester[]) => list.find((s) => s.startDate <= today() && today() <= s.endDate) ?? list[0];

/**
 * 教学导出 (issue 17): pick a semester, a teaching plan and optionally a class; export the 课表进度表, attendance,
 * homework scores and ratings as xlsx, or print the 课表进度表 from its preview (the browser's print / 另存为 PDF).
 */
export default function ExportPage() {
  const [semesterId, setSemesterId] = useState<number>();
  const [planId, setPlanId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const [pending, setPending] = useState<TeachingExportKind | null>(null);

  const semesters = useQuery(teachingExportQueries.semesters());
  const plans = useQuery({ ...teachingExportQueries.plans(semesterId ?? 0), enabled: semesterId != null });
  const plan = plans.data?.find((p) => p.planId === planId);
  const progress = useQuery({ ...teachingExportQueries.progress(planId ?? 0, classId), enabled: !!plan });

  useEffect(() => {
    if (semesterId == null && semesters.data?.length) setSemesterId(currentSemester(semesters.data)?.semesterId);
  }, [semesters.data, semesterId]);

  const pickSemester = (id: number) => {
    setSemesterId(id);
    setPlanId(undefined);
    setClassId(undefined);
  };
  const pickPlan = (id: number) => {
    setPlanId(id);
    setClassId(undefined);
  };
  const runExport = async (kind: TeachingExportKind) => {
    if (!plan) return;
    setPending(kind);
    try {
      await downloadExport(kind, plan, classId);
    } finally {
      setPending(null);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        {semesters.isError ? (
          <LoadFailed onRetry={() => void semesters.refetch()} />
        ) : (
          <Form layout="inline" className={styles.toolbar} name="exportScope">
            <Form.Item label={text.semester} htmlFor="export-semester">
              <Select
                id="export-semester"
                style={{ width: 220 }}
                loading={semesters.isLoading}
                placeholder={messages.crud.pleaseSelect(text.semester)}
                value={semesterId}
                onChange={pickSemester}
                options={(semesters.data ?? []).map((s) => ({ value: s.semesterId, label: s.semesterName }))}
              />
            </Form.Item>
            <Form.Item label={text.plan} htmlFor="export-plan">
              <Select
                id="export-plan"
                style={{ width: 260 }}
                showSearch
                optionFilterProp="label"
                loading={plans.isFetching}
                disabled={semesterId == null}
                placeholder={messages.crud.pleaseSelect(text.plan)}
                notFoundContent={plans.isFetching ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noPlans} />}
                value={planId}
                onChange={pickPlan}
                options={(plans.data ?? []).map((p) => ({ value: p.planId, label: p.teacherName ? `${p.planName}（${p.teacherName}）` : p.planName }))}
              />
            </Form.Item>
            <Form.Item label={text.classLabel} htmlFor="export-class">
              <Select
                id="export-class"
                style={{ width: 220 }}
                allowClear
                disabled={!plan}
                placeholder={text.allClasses}
                value={classId}
                onChange={setClassId}
                options={(plan?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
              />
            </Form.Item>
          </Form>
        )}
        {plans.isError && <LoadFailed onRetry={() => void plans.refetch()} />}
      </Card>

      <Card title={text.exportsTitle}>
        <Space wrap>
          {TEACHING_EXPORT_KINDS.map((kind) => (
            <Button
              key={kind}
              type={kind === 'progress' ? 'primary' : 'default'}
              icon={<DownloadOutlined />}
              disabled={!plan || (pending != null && pending !== kind)}
              loading={pending === kind}
              onClick={() => void runExport(kind)}
            >
              {text.exportButton(kind)}
            </Button>
          ))}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {text.exportHint}
        </Typography.Paragraph>
      </Card>

      <Card
        title={text.printTitle}
        extra={
          <Button icon={<PrinterOutlined />} disabled={!progress.data?.rows.length} onClick={() => window.print()}>
            {text.print}
          </Button>
        }
      >
        {!plan ? (
          <Empty description={text.choosePlan} />
        ) : progress.isError ? (
          <LoadFailed onRetry={() => void progress.refetch()} />
        ) : !progress.data ? (
          <Spin spinning>
            <div style={{ minHeight: 160 }} />
          </Spin>
        ) : !progress.data.rows.length ? (
          <Empty description={text.noLessons} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{text.printHint}</Typography.Paragraph>
            <ProgressPrint sheet={progress.data} />
            <ProgressPrintCopy sheet={progress.data} />
          </>
        )}
      </Card>
    </Space>
  );
}
