import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';

/** Second input: the root entry that forwards legacy links (served at `/`, see APP_MOUNTS in api-server). */
const ROOT_ENTRY_HTML = 'root/index.html';
const ROOT_ENTRY_SCRIPT = 'root/forward.js';

/**
 * The root entry is served alone at `/` and must be deployable alone, so it cannot load a script from this app's
 * `assets/` folder: its (tiny, dependency-free) bundle is written beside the page as `root/forward.js`. Not inline:
 * the server's Content-Security-Policy (`script-src 'self'`) forbids inline scripts.
 */
function selfContainedRootEntry(): Plugin {
  return {
    name: 'medteach:self-contained-root-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle[ROOT_ENTRY_HTML];
      if (!page || page.type !== 'asset') this.error(`${ROOT_ENTRY_HTML} was not emitted`);
      const html = String(page.source).replace(/<script([^>]*) src="([^"]+)"([^>]*)><\/script>/g, (_tag, _before, src: string) => {
        const fileName = new URL(src, `file:///${ROOT_ENTRY_HTML}`).pathname.slice(1);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') this.error(`root entry script ${src} not found in the bundle`);
        if (chunk.imports.length > 0) this.error(`the root entry must be self-contained but imports ${chunk.imports.join(', ')}`);
        if (chunk.code.includes('</script')) this.error('the root entry bundle cannot be inlined: it contains </script');
        delete bundle[fileName];
        this.emitFile({ type: 'asset', fileName: ROOT_ENTRY_SCRIPT, source: chunk.code });
        return `<script type="module" src="./forward.js"></script>`;
      });
      if (/<link[^>]+(modulepreload|stylesheet)/.test(html)) this.error('the root entry must not link to other assets');
      page.source = html;
    },
  };
}

export default defineConfig(
  appViteConfig({
    app: 'landing-pages',
    devPort: 4204,
    phone: true,
    plugins: [selfContainedRootEntry()],
    build: {
      // The polyfill would become a chunk shared by both inputs; every browser we target supports modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: {
          main: resolve(import.meta.dirname, 'index.html'),
          root: resolve(import.meta.dirname, ROOT_ENTRY_HTML),
        },
      },
    },
  }),
);
