import { Button, Result } from 'antd';
import { serviceDeskText as text } from './messages';

/** The inbox or a conversation could not be loaded: say so and offer 重试. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={text.loadFailed}
      extra={
        <Button type="primary" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    />
  );
}
