// Boundary-rule fixture, linted as if it were apps/admin-shell/src/<name>.tsx.
// admin-shell is platform:desktop: the mobile component library `antd-mobile` is banned there.
import { Button } from 'antd-mobile';

export const MobileButton = () => <Button>提交</Button>;
