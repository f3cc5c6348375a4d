// How many times the board's wasm calls into the page (the DOM, storage,
// timers): while the page starts, and a tap on average over the fixed
// opening. Each call crosses from wasm to JavaScript and most touch the
// DOM, so fewer calls is less work; unlike a time, the count is the same
// from one run to the next, and shows what a change saves where this
// machine's timings cannot. The imports are counted by wrapping them before
// the wasm is instantiated.
//
//   node bench/calls.mjs DIR [DIR…]
import { chromium } from 'playwright-core';
import { openingCentres, serveFolder, tapOpening } from './files.mjs';

const dirs = process.argv.slice(2);
if (!dirs.length) throw new Error('usage: node bench/calls.mjs DIR [DIR…]');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });

/** The calls counted since the last reading, by import, and their sum. */
async function reading(page) {
  const calls = await page.evaluate(() => {
    const counted = window.__calls;
    window.__calls = {};
    return counted;
  });
  return { calls, total: Object.values(calls).reduce((a, b) => a + b, 0) };
}

for (const dir of dirs) {
  const { server, origin } = await serveFolder(dir);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    window.__calls = {};
    const instantiate = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = (source, imports) => {
      for (const module of Object.values(imports)) {
        for (const [key, f] of Object.entries(module)) {
          if (typeof f !== 'function') continue;
          // wasm-bindgen's names: `__wbg_setAttribute_<hash>`.
          const name = key.replace(/^__wbg_/, '').replace(/_[0-9a-f]{16}$/, '');
          module[key] = function (...args) {
            window.__calls[name] = (window.__calls[name] ?? 0) + 1;
            return f.apply(this, args);
          };
        }
      }
      return instantiate(source, imports);
    };
  });
  await page.goto(`${origin}/`);
  await page.waitForSelector('[data-square="e2"] [data-piece]');
  // What the page does once idle (registering its service worker) is not
  // its start.
  await page.waitForTimeout(1500);
  const start = await reading(page);
  const centres = await openingCentres(page);
  await reading(page);
  const taps = await tapOpening(page, centres, 150);
  const game = await reading(page);
  const top = (calls, per = 1) => Object.entries(calls).sort((a, b) => b[1] - a[1]).slice(0, 8)
    .map(([name, n]) => `${name} ${(n / per).toFixed(per === 1 ? 0 : 1)}`).join(', ');
  // The lessons' map opened (its part fetched while the page was idle),
  // then the board again.
  await page.waitForTimeout(1500);
  await reading(page);
  await page.locator('[data-action="lessons"]').click();
  await page.waitForSelector('[data-stage]');
  const lessons = await reading(page);
  await page.locator('[data-action="back-to-game"]').click();
  await page.waitForSelector('[data-square] [data-piece]');
  const back = await reading(page);
  console.log(`${dir}\n  the start: ${start.total} calls (${top(start.calls)})`);
  console.log(`  a tap, over ${taps}: ${(game.total / taps).toFixed(1)} calls (${top(game.calls, taps)})`);
  console.log(`  the lessons' map opened: ${lessons.total} calls (${top(lessons.calls)})`);
  console.log(`  back to the board: ${back.total} calls (${top(back.calls)})`);
  await page.close();
  server.close();
}
await browser.close();
