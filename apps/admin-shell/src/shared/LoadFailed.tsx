import { Button, Result } from 'antd';

const LOAD_FAILED = '加载失败';
const RETRY = '重试';

/** Something a screen needs could not be loaded: say so (a screen may name what) and offer 重试. */
export function LoadFailed({ onRetry, title = LOAD_FAILED }: { onRetry: () => void; title?: string }) {
  return (
    <Result
      status="error"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {RETRY}
        </Button>
      }
    />
  );
}
