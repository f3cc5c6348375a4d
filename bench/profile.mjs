// Where a move's time goes, or a warm load's: plays a fixed opening on a
// built Peoncito page in headless Chromium under the CPU profiler (or, with
// `start`, loads the page again from the offline copy a few times, each to
// the board ready for a tap) and prints the functions (and the crates) that
// took the most time of their own, and for a load the functions that took
// the most with what they called. Give it a build whose wasm keeps its names
// (see docs/speed.md); a release build shows wasm functions by number only.
//
//   node bench/profile.mjs DIR [CPU-slowdown] [start]
import { chromium } from 'playwright-core';
import { numberFromPage, openingCentres, serveFolder, tapOpening } from './files.mjs';

const root = process.argv[2];
const cpu = Number(process.argv[3] ?? 1);
const starts = process.argv[4] === 'start';
if (!root) throw new Error('usage: node bench/profile.mjs DIR [CPU-slowdown] [start]');
const LOADS = 7;
const READY = '[data-square="e2"] [data-piece]';
const { server, origin } = await serveFolder(root);
const url = `${origin}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await page.context().newCDPSession(page);
// When the board was first ready in a load, watched from inside the page,
// so that nothing of the driver's runs in the load being profiled.
if (starts) await page.addInitScript((ready) => {
  window.__readyAt = null;
  const watch = new MutationObserver(() => {
    if (document.querySelector(ready)) {
      window.__readyAt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
}, READY);
await page.goto(url);
await page.waitForSelector(READY);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const profiles = [];
// What the figures are divided by: loads or moves.
let each;
if (starts) {
  // The offline copy kept and the page idle, as a pupil's tablet has it.
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  await page.waitForTimeout(2500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  for (let n = 0; n < LOADS; n++) {
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    await numberFromPage(cdp, 'window.__readyAt');
    profiles.push((await cdp.send('Profiler.stop')).profile);
    await page.waitForTimeout(800);
  }
  each = LOADS;
} else {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const centres = await openingCentres(page);
  await cdp.send('Profiler.start');
  each = (await tapOpening(page, centres, 100)) / 2;
  profiles.push((await cdp.send('Profiler.stop')).profile);
}
await browser.close();
server.close();

// Self time per function and crate, from the samples and the gaps between
// them; and the time each function was on the stack (each counted once a
// sample, however deep it recurses).
const byFunction = new Map();
const byCrate = new Map();
const onStack = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let busy = 0;
for (const profile of profiles) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
  const nameOf = (id) => byId.get(id).callFrame.functionName || '(anonymous)';
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = nameOf(id);
    if (name === '(idle)' || name === '(program)') return;
    busy += ms;
    add(byFunction, name, ms);
    add(byCrate, /^<?([a-z_0-9]+)(\[|::)/.exec(name)?.[1] ?? (name.startsWith('(') ? name : 'js'), ms);
    const names = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) names.add(nameOf(at));
    for (const caller of names) add(onStack, caller, ms);
  });
}
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const print = (map, n) => {
  for (const [name, ms] of top(map, n)) console.log(`${(ms / each).toFixed(1).padStart(9)} ms  ${name.slice(0, 150)}`);
};
const unit = starts ? 'a load' : 'a move';
console.log(`${each} ${starts ? 'warm loads' : 'moves'}, CPU ${cpu}×: ${busy.toFixed(0)} ms busy, ${(busy / each).toFixed(1)} ms ${unit}${starts ? ', to the board ready' : ''}\n`);
console.log(`by crate (self time, ${unit}):`);
print(byCrate, 15);
console.log(`\nby function (self time, ${unit}):`);
print(byFunction, 40);
if (starts) {
  console.log('\nby function (with what it called, a load):');
  print(onStack, 60);
}
