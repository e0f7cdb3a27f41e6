// Boundary-rule control, linted as if it were libs/mobile-shell/src/<name>.tsx: a type:feature lib may use the
// data-access lib, the ui-base lib, the contract, React Query and antd-mobile, so lint must report nothing.
import { Button } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { authMutations } from '@medteach/api-client';
import { loginBody } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';

export function SignIn() {
  const login = useMutation(authMutations.login());
  return <Button onClick={() => login.mutate(loginBody.parse({ username: 'student01', password: '123456' }), { onSuccess: () => toast('ok') })}>登录</Button>;
}
