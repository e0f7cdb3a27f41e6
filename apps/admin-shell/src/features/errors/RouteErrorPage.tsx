import { Button, Result } from 'antd';
import { messages } from '../../messages';

/** Shown when a screen throws while rendering (or its lazy chunk fails to load after a deployment). */
export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title={messages.errors.crashed}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {messages.errors.reload}
        </Button>
      }
    />
  );
}
