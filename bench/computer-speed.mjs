// How long the computer takes for a move at each level, in this machine's
// headless Chromium with the CPU throttled 4× (the goal: within 1 s at
// every level), with the very wasm the app's worker runs (dist/ of a
// release build). Each level answers the same 16 positions (openings,
// middlegames, endings).
//
// Chromium throttles only a page's main thread, not its workers, so the
// throttled figures call the worker's wasm on the page's main thread (the
// same code, 4× slower); the worker's own times, unthrottled, are printed
// beside them.
//
//   node bench/computer-speed.mjs [dist-dir]      (bench/computer.sh builds)
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveFolder } from './files.mjs';
import { POSITIONS, question, loadOnPage, timeOnPage } from './computer-positions.mjs';

const here = new URL('.', import.meta.url).pathname;
const DIST = process.argv[2] ?? join(here, '../dist');
const THROTTLE = Number(process.env.THROTTLE ?? 4);

// A blank page of the same origin: the worker runs without the app.
const { server, origin } = await serveFolder(DIST, (req, res) => {
  if (req.url !== '/blank') return false;
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
  return true;
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`${origin}/blank`);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
await loadOnPage(page);
await page.evaluate(async () => {
  window.worker = new Worker('./computer_worker_loader.js');
  window.ready = new Promise((ok) => {
    window.worker.onmessage = (e) => (e.data === 'ready' ? ok() : null);
  });
  window.ask = (question) =>
    new Promise((ok) => {
      const started = performance.now();
      window.worker.onmessage = (e) => ok([performance.now() - started, e.data]);
      window.worker.postMessage(question);
    });
  return window.ready;
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (let level = 1; level <= 8; level++) {
  const [times, inWorker] = [[], []];
  for (const index of POSITIONS.keys()) {
    const q = question(level, index);
    const [ms, answer] = await timeOnPage(page, q);
    const [workerMs, workerAnswer] = await page.evaluate((q) => window.ask(q), q);
    if (answer === '-' || answer !== workerAnswer) throw new Error(`level ${level}: ${answer} / ${workerAnswer} in ${POSITIONS[index].join(' ')}`);
    times.push(ms);
    inWorker.push(workerMs);
  }
  rows.push([level, median(times), Math.max(...times), median(inWorker), Math.max(...inWorker)]);
}
await browser.close();
server.close();

console.log(`Computer's move in headless Chromium, CPU throttled ${THROTTLE}×, ${POSITIONS.length} positions a level`);
console.log(`| Level | Median, ${THROTTLE}× slower | Slowest, ${THROTTLE}× slower | Median in the worker | Slowest in the worker |`);
console.log('|---|---|---|---|---|');
for (const [level, ...ms] of rows) console.log(`| ${level} | ${ms.map((t) => `${t.toFixed(0)} ms`).join(' | ')} |`);
const slowest = Math.max(...rows.map((r) => r[2]));
console.log(slowest < 1000 ? 'Every move came within 1 s.' : `NOT every move came within 1 s (slowest ${slowest.toFixed(0)} ms).`);
