// Boundary-rule control, linted as if it were apps/learner-h5/src/<name>.tsx: allowed imports only
// (an app may use a feature lib, the data-access lib, the ui-base lib and antd-mobile), so lint must report nothing.
import { Button } from 'antd-mobile';
import { apiGet } from '@medteach/api-client';
import { LOGIN_PATH } from '@medteach/mobile-shell';
import * as uiKit from '@medteach/ui-kit';

export const ui = uiKit;
export const loginLink = LOGIN_PATH;
export const loadSomething = () => apiGet('/anything');
export const MobileButton = () => <Button>提交</Button>;
