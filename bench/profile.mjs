// Where a move's time goes: plays a fixed opening on a built Peoncito page
// in headless Chromium under the CPU profiler and prints the functions (and
// the crates) that took the most time of their own. Give it a build whose
// wasm keeps its names (see docs/speed.md); a release build
// shows wasm functions by number only.
//
//   node bench/profile.mjs DIR [CPU-slowdown]
import { chromium } from 'playwright-core';
import { openingCentres, serveFolder, tapOpening } from './files.mjs';

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
const centres = await openingCentres(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const moves = (await tapOpening(page, centres, 100)) / 2;
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
console.log(`${moves} moves, CPU ${cpu}×: ${busy.toFixed(0)} ms busy, ${(busy / moves).toFixed(1)} ms a move\n`);
console.log('by crate (self time):');
for (const [name, ms] of top(byCrate, 15)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`);
console.log('\nby function (self time):');
for (const [name, ms] of top(byFunction, 40)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name.slice(0, 150)}`);
