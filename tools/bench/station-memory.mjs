#!/usr/bin/env node
/**
 * `npm run bench:station` (part 2): does the wall board leak over a long exam day? (issue 6 "Proof")
 *
 * Opens the board (A1, 1920×1080) in headless Chromium against api-server (temporary data, loopback only), pushes
 * EVENTS station events through the call console (call / recall / pass per room, rooms 1-4 in parallel), and every
 * SAMPLE_EVERY events forces a garbage collection (CDP HeapProfiler.collectGarbage) and samples the JS heap
 * (Runtime.getHeapUsage) and the DOM node / listener counts (Performance.getMetrics). Prints the series and the
 * least-squares slope: no growth trend = the fitted growth over the run stays within NO_TREND_SHARE of the heap
 * after the first batch. The first batch is warm-up and stays out of the fit: the board's first call mounts the
 * call list, compiles code and fills the query cache, a one-off step up. Options: --events=N (10000), --every=N (1000), --smoke (60 events,
 * every 20).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDisplay } from './lib/display-page.mjs';
import { linearFit } from './lib/stats.mjs';
import { loadStationContract, openConsole, repeatableAction, startStationServer } from './lib/station-server.mjs';
import { announceSmoke, bySmoke } from './lib/smoke.mjs';

announceSmoke();

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const numberArg = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EVENTS = numberArg('events', bySmoke(10_000, 60));
const SAMPLE_EVERY = numberArg('every', bySmoke(1_000, 20));
/** Console actions in flight at once: one per room of station 1, each room's actions in order. */
const ROOMS = 4;
/** Time the page gets after a batch to apply the last events before it is measured. */
const SETTLE_MS = 500;
/** "No growth trend": fitted heap growth over the run within 5 % of the first sample. */
const NO_TREND_SHARE = 0.05;
const MB = 1024 * 1024;

const contract = await loadStationContract();
const server = await startStationServer({ socketPort: contract.STATION_SOCKET_PORT });
try {
  if (!server.pageReady) throw new Error(`${server.host}:${contract.STATION_SOCKET_PORT} is taken: a display page could not reach the socket`);
  const desk = await openConsole(server.baseUrl);
  const display = await openDisplay(server.baseUrl, 'A1', await desk.pair('A1'));
  try {
    await display.cdp.send('Performance.enable');
    const sample = async (/** @type {number} */ events) => {
      await sleep(SETTLE_MS);
      await display.cdp.send('HeapProfiler.collectGarbage');
      const heap = await display.cdp.send('Runtime.getHeapUsage');
      const { metrics } = await display.cdp.send('Performance.getMetrics');
      /** @param {string} name */
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
      return { events, heapMb: heap.usedSize / MB, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
    };

    const series = [await sample(0)];
    const started = Date.now();
    let next = 0;
    if (EVENTS < 2 * SAMPLE_EVERY) throw new Error('--events must cover at least two samples after the warm-up batch');
    while (next < EVENTS) {
      const batchEnd = Math.min(EVENTS, next + SAMPLE_EVERY);
      const first = next;
      // Room r sends actions first + r, first + r + ROOMS, … in order, so every room's call → recall → pass holds.
      await Promise.all(
        Array.from({ length: ROOMS }, async (_, r) => {
          for (let i = first + r; i < batchEnd; i += ROOMS) {
            const { action, roomId, examineeId } = repeatableAction(i);
            await desk.act(action, roomId, examineeId);
          }
        }),
      );
      next = batchEnd;
      series.push(await sample(next));
      process.stdout.write('.');
    }
    const seconds = (Date.now() - started) / 1000;

    const fitted = series.slice(1);
    const fit = linearFit(fitted.map((s) => ({ x: s.events / 1000, y: s.heapMb })));
    const nodesFit = linearFit(fitted.map((s) => ({ x: s.events / 1000, y: s.nodes })));
    const growthMb = fit.slope * ((EVENTS - fitted[0].events) / 1000);
    const flat = growthMb <= NO_TREND_SHARE * fitted[0].heapMb;

    console.log(`\n\nStation board memory: ${EVENTS} events in ${seconds.toFixed(0)} s (${(EVENTS / seconds).toFixed(0)}/s), sampled after GC\n`);
    console.log(`${'events'.padStart(7)} ${'JS heap'.padStart(10)} ${'DOM nodes'.padStart(10)} ${'listeners'.padStart(10)}`);
    for (const s of series) {
      console.log(`${String(s.events).padStart(7)} ${`${s.heapMb.toFixed(2)} MB`.padStart(10)} ${String(s.nodes).padStart(10)} ${String(s.listeners).padStart(10)}`);
    }
    console.log(
      `\nSlope (from ${fitted[0].events} events on): ${(fit.slope * 1024).toFixed(1)} KB per 1000 events (fitted growth ${growthMb.toFixed(2)} MB), ` +
        `DOM nodes ${nodesFit.slope.toFixed(2)} per 1000 events`,
    );
    console.log(`No growth trend (fitted growth ≤ ${NO_TREND_SHARE * 100} % of the heap after warm-up): ${flat ? 'yes' : 'NO'}`);
    if (!flat && args.includes('--strict')) process.exitCode = 1;
  } finally {
    await display.close();
  }
} finally {
  await server.stop();
}
