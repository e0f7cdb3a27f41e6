import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { logQueries } from './api';
import { ChangeDiff } from './ChangeDiff';
import { LogStatusTag, OperTypeTag } from './log-tags';
import { logText as text } from './messages';

/** A logged request or answer: pretty JSON when it is JSON, else the text as stored. */
function JsonBlock({ value }: { value: string }) {
  if (!value) return <Typography.Text type="secondary">{text.emptyValue}</Typography.Text>;
  let shown = value;
  try {
    shown = JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    // Cut at the log's size cap: shown as stored.
  }
  return <pre style={{ margin: 0, maxHeight: 200, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shown}</pre>;
}

/** 操作日志详细: who, from where, the request and answer, and the record before / after (RuoYi operlog 详细). */
export function OperLogDetail({ operId, onClose }: { operId: number | null; onClose: () => void }) {
  const query = useQuery({ ...logQueries.operLog(operId ?? 0), enabled: operId !== null });
  const log = query.data;
  return (
    <Modal
      title={text.detailTitle}
      open={operId !== null}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      {query.isPending && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon title={text.detailError} action={<Button size="small" onClick={() => void query.refetch()}>{text.retry}</Button>} />}
      {log && (
        <>
          <Descriptions bordered size="small" column={2} styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={text.title}>
              {log.title} / <OperTypeTag value={log.businessType} />
            </Descriptions.Item>
            <Descriptions.Item label={text.loginInfo}>
              {log.operName} / {log.operIp}
            </Descriptions.Item>
            <Descriptions.Item label={text.operUrl}>{log.operUrl}</Descriptions.Item>
            <Descriptions.Item label={text.requestMethod}>{log.requestMethod}</Descriptions.Item>
            <Descriptions.Item label={text.method} span={2}>
              {log.method}
            </Descriptions.Item>
            <Descriptions.Item label={text.operParam} span={2}>
              <JsonBlock value={log.operParam} />
            </Descriptions.Item>
            <Descriptions.Item label={text.jsonResult} span={2}>
              <JsonBlock value={log.jsonResult} />
            </Descriptions.Item>
            <Descriptions.Item label={text.status}>
              <LogStatusTag value={log.status} />
            </Descriptions.Item>
            <Descriptions.Item label={text.costTime}>{text.costMs(log.costTime)}</Descriptions.Item>
            <Descriptions.Item label={text.operTime} span={2}>
              {log.operTime}
            </Descriptions.Item>
            {log.status === 1 && (
              <Descriptions.Item label={text.errorMsg} span={2}>
                <Typography.Text type="danger">{log.errorMsg}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {text.change}
          </Typography.Title>
          <ChangeDiff before={log.before} after={log.after} />
        </>
      )}
    </Modal>
  );
}
