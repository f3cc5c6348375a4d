// How long the computer takes for a move at each level, in this machine's
// headless Chromium with the CPU throttled 4× (issue 17: within 1 s at
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
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { fileFor } from './files.mjs';

const here = new URL('.', import.meta.url).pathname;
const DIST = process.argv[2] ?? join(here, '../dist');
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// A start and the moves that follow it: the pupil's last move is checked
// for a blunder at the lower levels, as in a game.
const POSITIONS = [
  [START, ''],
  [START, 'e2e4'],
  [START, 'e2e4 e7e5 g1f3 b8c6 f1c4'],
  [START, 'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5'],
  [START, 'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3'],
  [START, 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3'],
  ['r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 w - - 0 8', ''],
  ['r2q1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/R2Q1RK1 w - - 0 10', ''],
  ['2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 12', ''],
  ['r1b2rk1/2q1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1N1PP1/R1BQR1K1 w - - 0 13', ''],
  ['r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', ''],
  ['3r2k1/pp3ppp/2p5/8/8/2P5/PP3PPP/3R2K1 w - - 0 25', ''],
  ['8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 b - - 0 40', ''],
  ['8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 50', ''],
  ['6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1', ''],
  ['4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', ''],
];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  // A blank page of the same origin: the worker runs without the app.
  if (req.url === '/blank') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
  const found = fileFor(DIST, req.url);
  if (!found) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(found.file)] ?? 'application/octet-stream' });
  res.end(readFileSync(found.file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.goto(`${origin}/blank`);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
await page.addScriptTag({ url: './computer_worker.js' });
await page.evaluate(async () => {
  await wasm_bindgen('./computer_worker_bg.wasm');
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

const onPage = (q) => {
  const started = performance.now();
  const answer = wasm_bindgen.think(q);
  return [performance.now() - started, answer];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (let level = 1; level <= 8; level++) {
  const [times, inWorker] = [[], []];
  for (const [index, [fen, moves]] of POSITIONS.entries()) {
    const checkLast = level <= 3 && moves !== '' ? 1 : 0;
    const question = `${level} ${index} ${checkLast}\n${fen}\n${moves}`;
    const [ms, answer] = await page.evaluate(onPage, question);
    const [workerMs, workerAnswer] = await page.evaluate((q) => window.ask(q), question);
    if (answer === '-' || answer !== workerAnswer) throw new Error(`level ${level}: ${answer} / ${workerAnswer} in ${fen} ${moves}`);
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
