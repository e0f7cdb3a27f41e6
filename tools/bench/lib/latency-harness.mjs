/**
 * The page of the answer-latency bench, generated and built with Vite into a temporary folder (so the node-only
 * tools project never imports the mobile question-engine itself): the question-engine renderer — the component
 * learner-h5's answering screen renders for every question — driven by the engine's own session reducer.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';

const MAIN_TSX = `/**
 * The answering harness of the latency bench: the question-engine renderer (the component learner-h5's answering
 * screen renders) driven by the engine's own session reducer, over deterministic sample questions of all nine
 * types. window.__latency.goTo(i) opens item i; window.__latency.singleItems lists the tap-to-submit items.
 */
import { StrictMode, useReducer } from 'react';
import { createRoot } from 'react-dom/client';
import { buildSampleQuestions, createPracticeSession, practiceReducer, questionViewModel, QuestionView } from '@medteach/question-engine';

/** Enough top-level questions for well over 30 single-choice items (types 0-4 and their group children). */
const SAMPLE_QUESTIONS = 120;
const initial = createPracticeSession(buildSampleQuestions(SAMPLE_QUESTIONS), { unlocked: true });

declare global {
  interface Window {
    __latency: { goTo: (index: number) => void; singleItems: number[] };
  }
}

function Harness() {
  const [state, dispatch] = useReducer(practiceReducer, initial);
  window.__latency = {
    goTo: (index) => dispatch({ type: 'goTo', index }),
    singleItems: state.items.flatMap((item, i) => (item.answerKind === 'single' ? [i] : [])),
  };
  const view = questionViewModel(state);
  return <main>{view && <QuestionView view={view} onAction={dispatch} />}</main>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>答题延迟测量</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

/**
 * Builds the harness into dir/dist and serves it on loopback; resolves with its URL and a close function.
 * @param {string} dir an empty temporary folder
 */
export async function serveLatencyHarness(dir) {
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(WORKSPACE_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'main.tsx'), MAIN_TSX);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  /** @type {import('vite').InlineConfig} */
  const config = {
    configFile: false,
    root: dir,
    base: './',
    logLevel: 'error',
    cacheDir: join(dir, '.vite'),
    plugins: [react()],
    resolve: { alias: { '@medteach/question-engine': join(WORKSPACE_ROOT, 'libs/question-engine/src/index.ts') } },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: Infinity },
  };
  await build(config);
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the latency harness is not listening');
  return { url, close: () => server.close() };
}
