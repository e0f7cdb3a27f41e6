import { defineConfig } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';

export default defineConfig(appViteConfig({ app: 'teaching-h5', devPort: 4202, phone: true }));
