// Where a move's time goes: plays a fixed opening on a built Peoncito page
// in headless Chromium under the CPU profiler and prints the functions (and
// the crates) that took the most time of their own. Give it a build whose
// wasm keeps its names (see docs/speed.md); a release build
// shows wasm functions by number only.
//
//   node bench/profile.mjs DIR [CPU-slowdown]
import { chromium } from 'playwright-core';
import { OPENING as MOVES, serveFolder } from './files.mjs';

const root = process.argv[2];
const cpu = Number(process.argv[3] ?? 1);
if (!root) throw new Error('usage: node bench/profile.mjs DIR [CPU-slowdown]');
const { server, origin } = await serveFolder(root);
const url = `${origin}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await page.goto(url);
await page.waitForSelector('[data-square="e2"] [data-piece]');
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
// The squares' boxes found before profiling: Playwright's own search and
// the page layout it forces would otherwise be counted as the page's.
const boxes = new Map();
for (const sq of MOVES.flatMap((uci) => [uci.slice(0, 2), uci.slice(2, 4)])) {
  boxes.set(sq, await page.locator(`[data-square="${sq}"]`).boundingBox());
}
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
for (const uci of MOVES) {
  for (const sq of [uci.slice(0, 2), uci.slice(2, 4)]) {
    const box = boxes.get(sq);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForTimeout(100);
  }
}
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.close();

// Self time per node, from the samples and the gaps between them.
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  self.set(id, (self.get(id) ?? 0) + dt);
});
const byFunction = new Map();
const byCrate = new Map();
let busy = 0;
for (const [id, ms] of self) {
  const name = byId.get(id).callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)') continue;
  busy += ms;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  const crate = /^<?([a-z_0-9]+)(\[|::)/.exec(name)?.[1] ?? (name.startsWith('(') ? name : 'js');
  byCrate.set(crate, (byCrate.get(crate) ?? 0) + ms);
}
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${MOVES.length} moves, CPU ${cpu}×: ${busy.toFixed(0)} ms busy, ${(busy / MOVES.length).toFixed(1)} ms a move\n`);
console.log('by crate (self time):');
for (const [name, ms] of top(byCrate, 15)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`);
console.log('\nby function (self time):');
for (const [name, ms] of top(byFunction, 40)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name.slice(0, 150)}`);
