// What the browser does for a tap on the board, from a Chromium trace: a
// fixed opening tapped square by square on a built page (Peoncito's, or the
// peer's with `peer`) at a slowed CPU, then the main thread's time per tap
// in style, layout, paint, the `pointerdown` handler and the press's whole
// task (the browser's own work around the handler; the peer handles the
// press in `mousedown`, in that task too). Medians of a whole game hide
// these: a change that only shortens the layout shows here first.
//
//   node bench/trace-move.mjs DIR [peer] [CPU-slowdown, 6]
import { chromium } from 'playwright-core';
import { OPENING_TAPS, openingCentres, serveFolder, tapOpening } from './files.mjs';

const [root, kind = 'ours', cpuArg] = process.argv.slice(2);
if (!root) throw new Error('usage: node bench/trace-move.mjs DIR [ours|peer] [CPU-slowdown]');
const peer = kind === 'peer';
const cpu = Number(cpuArg ?? 6);
const { server, origin } = await serveFolder(root);
const url = `${origin}/`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(url);
await page.waitForSelector(peer ? 'cg-board piece' : '[data-square="e2"] [data-piece]');
// The squares' centres found before tracing; the peer's board is one
// element, its squares worked out from its box.
const board = peer ? await page.locator('cg-board').boundingBox() : null;
const centres = peer ? new Map(OPENING_TAPS.map((sq) => {
  const [file, rank] = [sq.charCodeAt(0) - 97, Number(sq[1])];
  return [sq, { x: board.x + (file + 0.5) * board.width / 8, y: board.y + (8.5 - rank) * board.height / 8 }];
})) : await openingCentres(page);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'] });
const taps = await tapOpening(page, centres, 250);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
server.close();

const thread = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const main = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
const perTap = (pick) => (main.filter(pick).reduce((sum, e) => sum + e.dur, 0) / 1000 / taps).toFixed(2);
const named = (name) => (e) => e.name === name;
console.log(`${peer ? 'the peer' : 'Peoncito'} (${root}), ${taps} taps, CPU ${cpu}×, main-thread ms a tap:`);
console.log(`  style ${perTap(named('UpdateLayoutTree'))}, layout ${perTap(named('Layout'))}, paint ${perTap(named('Paint'))}, ` +
  `pointerdown ${perTap((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown')}, ` +
  `the press's whole task ${perTap(named('EventHandler::handleMousePressEvent'))}, ` +
  `animation frames ${perTap(named('FireAnimationFrame'))}, timers ${perTap(named('TimerFire'))}`);
