// The app's own start in a warm load (from the offline copy): from the
// wasm instantiated to Trunk's "application started" event, which follows
// `main` (reading the saved game, building the board and the panels). The
// whole load (run.mjs) also holds the navigation, the files and the first
// paint, which a change to the start moves only a little; this isolates it.
// The builds named take turns, a load each, so a slower minute of this
// machine falls on all of them; medians.
//
//   node bench/start.mjs CPU-slowdown LOADS DIR [DIR…]
import { chromium } from 'playwright-core';
import { numberFromPage, serveFolder } from './files.mjs';

const [cpuArg, loadsArg, ...dirs] = process.argv.slice(2);
const cpu = Number(cpuArg);
const loads = Number(loadsArg);
if (!cpu || !loads || !dirs.length) throw new Error('usage: node bench/start.mjs CPU-slowdown LOADS DIR [DIR…]');
const READY = '[data-square="e2"] [data-piece]';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });

const builds = [];
for (const dir of dirs) {
  const { server, origin } = await serveFolder(dir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const instantiate = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (...args) => instantiate(...args).then((done) => {
      window.__instantiated = performance.now();
      return done;
    });
    addEventListener('TrunkApplicationStarted', () => { window.__started = performance.now(); });
  });
  await page.goto(`${origin}/`);
  await page.waitForSelector(READY);
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  builds.push({ dir, server, origin, page, cdp, starts: [] });
}
for (let n = 0; n < loads; n++) {
  for (const build of builds) {
    await build.page.goto(`${build.origin}/`, { waitUntil: 'commit' });
    build.starts.push(await numberFromPage(
      build.cdp,
      'window.__started === undefined ? null : window.__started - window.__instantiated',
    ));
    await new Promise((ok) => setTimeout(ok, 300));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const { dir, starts } of builds) {
  console.log(`${dir}: the start ${median(starts).toFixed(1)} ms (median of ${loads}, CPU ${cpu}×; fastest ${Math.min(...starts).toFixed(1)})`);
}
await browser.close();
for (const { server } of builds) server.close();
