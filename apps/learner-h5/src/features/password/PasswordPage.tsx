import { PageHeader } from '@medteach/ui-kit';

/** /password: 修改密码 (issue 18) — the form follows. */
export default function PasswordPage() {
  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title="修改密码" />
    </main>
  );
}
