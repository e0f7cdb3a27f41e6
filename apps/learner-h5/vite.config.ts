import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';

export default defineConfig(appViteConfig({ app: 'learner-h5', devPort: 4201, phone: true }));
