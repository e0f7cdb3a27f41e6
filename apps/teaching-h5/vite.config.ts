import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';
import { appPwa } from '../../tools/vite/app-pwa';

export default defineConfig(
  appViteConfig({
    app: 'teaching-h5',
    devPort: 4202,
    phone: true,
    plugins: [appPwa({ name: '医学教学', shortName: '医学教学', description: '医学教学：课表、作业批改、评分与试题分析' })],
  }),
);
