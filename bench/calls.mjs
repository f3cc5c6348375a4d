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
/** Each screen: its name, what is tapped to open it (the calls counted
 * from the last tap), what shows it open, the button back to the board. */
const action = (name) => `[data-action="${name}"]`;
const SCREENS = [
  ['the lessons\' map', [action('lessons')], '[data-stage]', 'back-to-game'],
  ['a lesson from the map', [action('lessons'), '[data-stage="rook"]'], '[data-exercise="rook-1"] [data-square="d4"] [data-piece]', 'back-to-game'],
  ['the position editor', [action('editor')], action('editor-empty'), 'back-to-game'],
  ['the game record', [action('game-record')], '[data-pgn="export"]', 'close-record'],
  ['the computer\'s choice', [action('play-computer')], action('start-computer-game'), 'close-computer'],
];
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
  // The screens a pupil opens, each from the board and back (their parts
  // fetched while the page was idle).
  await page.waitForTimeout(1500);
  const screens = [];
  for (const [name, open, shown, close] of SCREENS) {
    for (const [at, tapped] of open.entries()) {
      if (at === open.length - 1) await reading(page);
      await page.locator(tapped).click();
    }
    await page.waitForSelector(shown);
    screens.push([name, await reading(page)]);
    await page.locator(action(close)).click();
    await page.waitForSelector('[data-square] [data-piece]');
  }
  console.log(`${dir}\n  the start: ${start.total} calls (${top(start.calls)})`);
  console.log(`  a tap, over ${taps}: ${(game.total / taps).toFixed(1)} calls (${top(game.calls, taps)})`);
  for (const [name, { calls, total }] of screens) console.log(`  ${name} opened: ${total} calls (${top(calls)})`);
  await page.close();
  server.close();
}
await browser.close();
