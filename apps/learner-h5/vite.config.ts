import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';
import { appPwa } from '../../tools/vite/app-pwa';

export default defineConfig(
  appViteConfig({
    app: 'learner-h5',
    devPort: 4201,
    phone: true,
    plugins: [appPwa({ name: '医学题库', shortName: '医学题库', description: '医学题库：刷题、错题复习、模拟考试与课程学习' })],
  }),
);
