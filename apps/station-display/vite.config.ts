import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';

export default defineConfig(appViteConfig({ app: 'station-display', devPort: 4203 }));
