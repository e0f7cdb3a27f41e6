// Boundary-rule fixture, linted as if it were apps/learner-h5/src/<name>.tsx.
// learner-h5 is platform:mobile: the desktop component library `antd` is banned there.
import { Button } from 'antd';

export const DesktopButton = () => <Button>提交</Button>;
