// Peoncito against its peer (chessground + chessops, as lichess uses them),
// in this machine's headless Chromium, in one run, printed as one table:
// bytes, cold and warm loads, tap → dots and tap → piece painted over a fixed
// 200-ply game, long tasks, and main-thread time while idle. Every figure is
// measured the same way on both pages and, where runs repeat, the runs are
// paired (ours, theirs, ours, theirs…) and the medians compared. Then what
// only Peoncito has: each screen a tap opens, and the computer's level 8.
//
//   node bench/run.mjs [ours-dir] [peer-dir]      (bench/run.sh builds both)
//   BEFORE=older-dir node bench/run.mjs …          (an older build of ours beside both)
import http from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { Chess } from 'chessops/chess';
import { makeSquare } from 'chessops/util';
import { TYPES, fileFor, numberFromPage } from './files.mjs';
import { POSITIONS, question, loadOnPage, timeOnPage } from './computer-positions.mjs';

const here = new URL('.', import.meta.url).pathname;
const OURS = process.argv[2] ?? join(here, '../dist');
const PEER = process.argv[3] ?? join(here, 'peer/dist');
/** An older build of ours (`BEFORE=dir`), measured in the same run, taking
 * turns with ours and the peer, so a before and after share the run's
 * minutes (the peer's own loads move by a fifth from one run to the next). */
const BEFORE = process.env.BEFORE;
const LOAD_RUNS = Number(process.env.LOAD_RUNS ?? 5);
const PLIES = Number(process.env.PLIES ?? 200);
// The parts to run, all unless named: load, game, idle, screens, computer.
const PARTS = (process.env.PARTS ?? 'load,game,idle,screens,computer').split(',');
/** Some of the screens by name (`SCREENS='class screen,lessons'`), all by default. */
const ONLY_SCREENS = process.env.SCREENS?.split(',');
const part = (name) => PARTS.includes(name);
// A quick tap: the finger rests this long between down and up.
const HOLD_MS = 60;
/** How long a pupil looks at the board before playing or opening a screen:
 * longer than the app waits after the board shows (`AFTER_THE_BOARD_MS`,
 * 2 s, in src/ui/offline.rs) and the idle moment after it. */
const LOOKING_AT_THE_BOARD_MS = 3000;
const SLOW_CPU = 6;
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

// ---------------------------------------------------------------- serving
/** A static server sending gzip (level 9, as a host would), counting what
 * it sends and what brotli (quality 11) would have sent for the same files. */
function serve(root) {
  const packed = new Map();
  const counted = { gzip: 0, brotli: 0, files: [] };
  const server = http.createServer((req, res) => {
    // A blank page of the site's origin, to call a wasm without its app.
    if (req.url === '/blank') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>bench</title>');
    const { file, path } = fileFor(root, req.url) ?? {};
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    if (!packed.has(file)) {
      const raw = readFileSync(file);
      packed.set(file, {
        gzip: zlib.gzipSync(raw, { level: 9 }),
        brotli: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        etag: '"' + statSync(file).mtimeMs.toString(36) + raw.length + '"',
      });
    }
    const body = packed.get(file);
    const headers = { 'Cache-Control': 'max-age=600', ETag: body.etag, Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === body.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    counted.gzip += body.gzip.length;
    counted.brotli += body.brotli.length;
    counted.files.push(path);
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Content-Length': body.gzip.length,
    });
    res.end(body.gzip);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${server.address().port}/`, counted, close: () => server.close() });
  }));
}

// ---------------------------------------------------------------- the pages
/** What differs between the two boards: where a square is, when the dots
 * are shown, when a piece stands on a square, and when the board is ready. */
const OURS_PAGE = {
  name: 'ours',
  // Keeps an offline copy (a service worker), fetched once the board is idle.
  offline: true,
  ready: () => !!document.querySelector('[data-square="e2"] [data-piece]'),
  dots: (sq) => !!document.querySelector(`[data-square="${sq}"].dest`),
  piece: (sq) => !!document.querySelector(`[data-square="${sq}"] [data-piece]`),
  async centre(page, sq) {
    const box = await page.locator(`[data-square="${sq}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  },
};
/** The older build of ours, driven as ours is. */
const BEFORE_PAGE = { ...OURS_PAGE, name: 'before' };

const PEER_PAGE = {
  name: 'theirs',
  offline: false,
  ready: () => !!document.querySelector('cg-board piece'),
  dots: (sq) => [...document.querySelectorAll('cg-board square.move-dest')].some((s) => s.cgKey === sq),
  piece: (sq) => [...document.querySelectorAll('cg-board piece')].some((p) => p.cgKey === sq && !p.classList.contains('fading')),
  async centre(page, sq) {
    const box = await page.locator('cg-board').boundingBox();
    const file = sq.charCodeAt(0) - 97;
    const rank = Number(sq[1]) - 1;
    return { x: box.x + (file + 0.5) * box.width / 8, y: box.y + (7.5 - rank) * box.height / 8 };
  },
};

/** Put in each page before it loads: when the board is first ready, and a
 * watcher that times from the last pointerdown to the end of the first frame
 * painted after a condition on the page becomes true. A change made inside
 * a requestAnimationFrame callback (chessground draws there) is painted at
 * the end of that frame; a change made in an input handler (Leptos updates
 * the page there) at the end of the next one. A task of the highest
 * priority posted during a frame (`scheduler.postTask`, user-blocking) runs
 * once that frame is rendered, before the tasks already waiting, which is
 * when the time is taken: a message would wait behind the page's own timers
 * (the work a page leaves for after its frame), though the frame is already
 * on its way to the screen. */
function instrument(readySource) {
  const ready = new Function('return (' + readySource + ')()');
  // When each task over 50 ms began and how long it took (the page's load
  // ones too).
  const bench = { readyAt: null, lastDown: 0, longTasks: [], inFrame: 0 };
  window.__bench = bench;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((time) => {
    bench.inFrame++;
    try {
      callback(time);
    } finally {
      // After the mutation observers this callback woke.
      queueMicrotask(() => bench.inFrame--);
    }
  });
  const watchReady = new MutationObserver(() => {
    if (bench.readyAt === null && ready()) {
      bench.readyAt = performance.now();
      watchReady.disconnect();
    }
  });
  watchReady.observe(document, { childList: true, subtree: true });
  addEventListener('pointerdown', (e) => { bench.lastDown = e.timeStamp; }, { capture: true });
  new PerformanceObserver((list) => { bench.longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, took: e.duration }))); })
    .observe({ type: 'longtask', buffered: true });
  bench.when = (conditionSource, arg) => new Promise((resolve) => {
    const condition = new Function('arg', 'return (' + conditionSource + ')(arg)');
    const afterPaint = () => {
      const done = () => resolve(performance.now() - bench.lastDown);
      scheduler.postTask(done, { priority: 'user-blocking' });
    };
    const observer = new MutationObserver(() => {
      if (!condition(arg)) return;
      observer.disconnect();
      if (bench.inFrame > 0) afterPaint();
      else raf(afterPaint);
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

async function open(browser, kind, url, { cpu = 1, network = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(`(${instrument})(${JSON.stringify(kind.ready.toString())})`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/** When the page's board was first ready. */
const readyTime = (cdp) => numberFromPage(cdp, 'window.__bench ? window.__bench.readyAt : null');

// ---------------------------------------------------------------- the game
/** A fixed game of `plies` moves, the same for every run: seeded choices
 * among the legal moves, with no promotion (Peoncito asks for the piece), no
 * ending before the last move and no position seen twice (no draw claims). */
function fixedGame(plies) {
  for (let seed = 1; ; seed++) {
    let state = seed;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pos = Chess.default();
    const seen = new Set();
    const moves = [];
    while (moves.length < plies) {
      const choices = [];
      for (const [from, tos] of pos.allDests()) {
        for (const to of tos) {
          const move = { from, to };
          const piece = pos.board.get(from);
          if (piece.role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) continue;
          if (piece.role === 'king' && Math.abs((from & 7) - (to & 7)) > 1) continue;
          if (piece.role === 'king' && pos.board.get(to)?.color === piece.color) continue;
          const next = pos.clone();
          next.play(move);
          const key = next.board.occupied.toString() + JSON.stringify([...next.board]) + next.turn;
          if (seen.has(key) || next.isEnd() || next.isInsufficientMaterial() || next.halfmoves >= 100) continue;
          choices.push({ move, key });
        }
      }
      if (choices.length === 0) break;
      const { move, key } = choices[Math.floor(random() * choices.length)];
      pos.play(move);
      seen.add(key);
      moves.push([makeSquare(move.from), makeSquare(move.to)]);
    }
    if (moves.length === plies) return moves;
  }
}

async function tap(page, kind, sq) {
  const { x, y } = await kind.centre(page, sq);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(HOLD_MS);
  await page.mouse.up();
}

/** Plays the game on every page move by move (paired); the times from the
 * tap on a piece to its dots painted, and from the tap on the destination to
 * the piece painted there. Each page is first looked at a moment, alone:
 * the long tasks of that moment (the page's first frame, and what it does
 * once idle) are counted apart from the game's. */
async function playGame(browser, servers, cpu) {
  const game = fixedGame(PLIES);
  const sides = [];
  for (const [kind, server] of servers) {
    const opened = await open(browser, kind, server.url, { cpu, network: false });
    await opened.page.goto(server.url);
    const ready = await readyTime(opened.cdp);
    await opened.page.waitForTimeout(LOOKING_AT_THE_BOARD_MS);
    // Playwright puts its own script in the page for its first locator
    // (`centre`), ~50 ms at 6×: the driver's, so before the game's count.
    await kind.centre(opened.page, 'e2');
    const began = await opened.page.evaluate(() => performance.now());
    const afterReady = await opened.page.evaluate(([from, to]) => window.__bench.longTasks
      .filter((t) => t.start >= from && t.start < to).length, [ready, began]);
    sides.push({ kind, ...opened, began, afterReady, dots: [], piece: [] });
  }
  // The watcher is in the page before the tap: a page that changes the
  // board in the tap's own handler would otherwise be timed by a later
  // change, if the tap reached the page first.
  const timed = async ({ page, kind }, condition, watched, tapped) => {
    await page.evaluate(([c, a]) => { window.__timed = window.__bench.when(c, a); }, [condition.toString(), watched]);
    await tap(page, kind, tapped);
    return page.evaluate(() => window.__timed);
  };
  for (const [from, to] of game) {
    for (const side of sides) {
      const { page, kind } = side;
      side.dots.push(await timed(side, kind.dots, to, from));
      side.piece.push(await timed(side, kind.piece, to, to));
      await page.waitForTimeout(30);
    }
  }
  const result = {};
  for (const side of sides) {
    result[side.kind.name] = {
      dots: side.dots,
      piece: side.piece,
      longTasks: await side.page.evaluate((began) => window.__bench.longTasks.filter((t) => t.start >= began).length, side.began),
      afterReady: side.afterReady,
    };
    await side.context.close();
  }
  return result;
}

// ---------------------------------------------------------------- loads
async function load(browser, kind, server, cpu) {
  const { context, page, cdp } = await open(browser, kind, server.url, { cpu });
  server.counted.gzip = 0;
  server.counted.brotli = 0;
  await page.goto(server.url, { waitUntil: 'commit' });
  const cold = await readyTime(cdp);
  const pageLoad = { gzip: server.counted.gzip, brotli: server.counted.brotli };
  // Whatever the page keeps for offline use arrives after it shows: full
  // idle is when the offline copy is kept and runs the page (the peer keeps
  // none: its page load is all).
  const fullIdle = kind.offline
    ? await page.evaluate(async () => {
      while (!navigator.serviceWorker.controller) await new Promise((ok) => setTimeout(ok, 20));
      return performance.now();
    })
    : cold;
  await page.waitForTimeout(1500);
  const firstVisit = { gzip: server.counted.gzip, brotli: server.counted.brotli };
  await page.goto(server.url, { waitUntil: 'commit' });
  const warm = await readyTime(cdp);
  // A tablet opened again after a while: the browser has stopped the
  // service worker, which a load may have to start again (the peer has none).
  const workerStopped = new Promise((resolve) => cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
  }));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  if (kind.offline) await workerStopped;
  await page.goto(server.url, { waitUntil: 'commit' });
  const stopped = await readyTime(cdp);
  // When the page itself arrived: a worker that must start first delays it.
  const stoppedPage = await page.evaluate(() => performance.getEntriesByType('navigation')[0].responseStart);
  await context.close();
  return { cold, fullIdle, warm, stopped, stoppedPage, pageLoad, firstVisit };
}

async function idle(browser, kind, server) {
  const { context, page, cdp } = await open(browser, kind, server.url, { network: false });
  await page.goto(server.url);
  await readyTime(cdp);
  await page.waitForTimeout(3000);
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await task();
  await page.waitForTimeout(10_000);
  const spent = (await task()) - before;
  await context.close();
  return spent * 1000;
}

// ---------------------------------------------------------------- on demand
/** The screens a tap opens, each timed from the tap on its button to the
 * first frame painted with it, from the offline copy (the service worker's
 * cache). The teacher's screens (behind the PIN) are a wasm of their own,
 * loaded the first time they are opened; the others are in the board's.
 * `through`: a button tapped first, untimed (the score sheet is opened from
 * the game's record). The peer has no such screens. */
const SCREENS = [
  { name: 'lessons', button: 'lessons', shown: '[data-stage]' },
  { name: 'position editor', button: 'editor', shown: '[data-action="editor-empty"]' },
  { name: 'game record', button: 'game-record', shown: '[data-pgn="export"]' },
  { name: 'score sheet', through: 'game-record', button: 'score-sheet', shown: '[data-score-sheet]' },
  { name: "computer's choice", button: 'play-computer', shown: '[data-action="start-computer-game"]' },
  { name: 'tournament screens', button: 'tournament', shown: '[data-system="swiss"]', teacher: true },
  { name: 'class screen', button: 'class', shown: '.class-screen', teacher: true },
];

/** How long a teacher reads the panel, once the PIN is typed, before
 * tapping one of its screens (the panel loads their wasm meanwhile). */
const READING_THE_PANEL_MS = 1000;

/** A fresh page each run, as a module loads once a page. */
async function openScreen(browser, server, cpu, runs, screen) {
  const { context, page, cdp } = await open(browser, OURS_PAGE, server.url, { network: false });
  await page.goto(server.url);
  await readyTime(cdp);
  await page.evaluate(async () => {
    const wasm = new URL('tournament_screen_bg.wasm', location.href).href;
    while (!navigator.serviceWorker.controller || !(await caches.match(wasm))) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
  });
  const times = [];
  const panelBusy = [];
  for (let i = 0; i < runs; i++) {
    if (i > 0) {
      await page.reload();
      await readyTime(cdp);
    }
    // A pupil looks at the board a moment before opening a screen: the tap
    // comes once the page is idle, when the board has fetched its parts
    // (src/ui/deferred_parts.rs) as it fetches the offline copy.
    await page.waitForTimeout(LOOKING_AT_THE_BOARD_MS);
    if (screen.teacher) {
      await page.locator('[data-action="teacher"]').click();
      await page.locator('[data-pin="pin"]').fill('2468');
      if (await page.locator('[data-pin="again"]').count()) {
        await page.locator('[data-pin="again"]').fill('2468');
        await page.locator('[data-action="set-pin"]').click();
        await page.locator('[data-action="recovery-noted"]').click();
      } else {
        await page.locator('[data-action="unlock"]').click();
      }
      // The panel's own loading at the slow CPU too, its long tasks kept.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const began = await page.evaluate(() => performance.now());
      await page.waitForTimeout(READING_THE_PANEL_MS);
      panelBusy.push(await page.evaluate((b) => window.__bench.longTasks
        .filter((t) => t.start >= b).reduce((sum, t) => sum + t.took, 0), began));
    }
    if (screen.through) await page.locator(`[data-action="${screen.through}"]`).click();
    const button = await page.locator(`[data-action="${screen.button}"]`).boundingBox();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The watcher set before the tap: a screen of the board's own wasm
    // may be on the page before an unawaited watcher would start.
    const shown = (selector) => !!document.querySelector(selector);
    await page.evaluate(([c, a]) => { window.__opened = window.__bench.when(c, a); }, [shown.toString(), screen.shown]);
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    times.push(await page.evaluate(() => window.__opened));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await context.close();
  return { times, panelBusy };
}

/** The computer at its strongest level, on the page's main thread (Chromium
 * throttles a page's main thread, not its workers, where the app runs it):
 * each of the test positions once. */
async function computerTimes(browser, server, cpu, level) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}blank`);
  await loadOnPage(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const times = [];
  for (const index of POSITIONS.keys()) times.push((await timeOnPage(page, question(level, index)))[0]);
  await context.close();
  return times;
}

// ---------------------------------------------------------------- figures
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]; };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (t) => `${t.toFixed(1)} ms`;

const rows = [];
/** A figure of every page, `value(name)` giving a page's, each of ours
 * beside the peer's as a ratio. */
function row(what, value, unit) {
  const of = Object.fromEntries(NAMES.map((name) => [name, value(name)]));
  const ratio = (x) => (of.theirs > 0 ? `${(x / of.theirs).toFixed(2)}×` : '—');
  rows.push([what, ...NAMES.map((name) => unit(of[name])), ...OF_OURS.map((name) => ratio(of[name]))]);
}
/** A figure only Peoncito has (a module the peer does not load), measured
 * on this build only. */
function ownRow(what, ours, unit) {
  const before = BEFORE ? ['—'] : [];
  rows.push([what, ...before, unit(ours), '—', ...before, '—']);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const ours = await serve(OURS);
const peer = await serve(PEER);
const before = BEFORE ? await serve(BEFORE) : null;
// The pages measured side by side, in the order they take turns: the older
// build of ours first where one is named.
const servers = [...(before ? [[BEFORE_PAGE, before]] : []), [OURS_PAGE, ours], [PEER_PAGE, peer]];
const NAMES = servers.map(([kind]) => kind.name);
const OF_OURS = NAMES.filter((name) => name !== 'theirs');

for (const cpu of part('load') ? [1, SLOW_CPU] : []) {
  const runs = Object.fromEntries(NAMES.map((name) => [name, []]));
  for (let i = 0; i < LOAD_RUNS; i++) {
    for (const [kind, server] of servers) runs[kind.name].push(await load(browser, kind, server, cpu));
  }
  const of = (f) => (name) => median(runs[name].map(f));
  if (cpu === 1) {
    for (const [label, part] of [['page load', 'pageLoad'], ['first visit incl. offline copy', 'firstVisit']]) {
      for (const enc of ['gzip', 'brotli']) row(`bytes, ${label}, ${enc}`, of((r) => r[part][enc]), kb);
    }
  }
  const at = `10 Mbit/s + 40 ms, CPU ${cpu}×`;
  row(`cold load to a board that answers taps, ${at}`, of((r) => r.cold), ms);
  row(`cold load to full idle (offline copy kept), ${at}`, of((r) => r.fullIdle), ms);
  row(`warm load (second visit), ${at}`, of((r) => r.warm), ms);
  row(`warm load, service worker stopped (a tablet opened again), ${at}`, of((r) => r.stopped), ms);
  row(`  the page's response in it (responseStart), ${at}`, of((r) => r.stoppedPage), ms);
}

for (const cpu of part('game') ? [1, SLOW_CPU] : []) {
  const game = await playGame(browser, servers, cpu);
  const of = (f) => (name) => f(game[name]);
  row(`tap → dots painted, median, CPU ${cpu}×`, of((g) => median(g.dots)), ms);
  row(`tap → dots painted, p95, CPU ${cpu}×`, of((g) => p95(g.dots)), ms);
  row(`tap on destination → piece painted, median, CPU ${cpu}×`, of((g) => median(g.piece)), ms);
  row(`tap on destination → piece painted, p95, CPU ${cpu}×`, of((g) => p95(g.piece)), ms);
  const firstHalf = (xs) => median(xs.slice(0, xs.length / 2));
  const secondHalf = (xs) => median(xs.slice(xs.length / 2));
  row(`piece painted, plies ${PLIES / 2 + 1}–${PLIES} ÷ plies 1–${PLIES / 2}, CPU ${cpu}×`, of((g) => secondHalf(g.piece) / firstHalf(g.piece)), (x) => `${x.toFixed(2)}×`);
  row(`long tasks (> 50 ms) in the ${PLIES}-ply game, CPU ${cpu}×`, of((g) => g.longTasks), (x) => String(x));
  row(`long tasks (> 50 ms) in the ${LOOKING_AT_THE_BOARD_MS / 1000} s after the board is ready, before the game, CPU ${cpu}×`, of((g) => g.afterReady), (x) => String(x));
}

if (part('idle')) {
  const spent = {};
  for (const [kind, server] of servers) spent[kind.name] = await idle(browser, kind, server);
  row('main-thread time while idle, no clock, per 10 s', (name) => spent[name], ms);
}

for (const screen of part('screens') ? SCREENS.filter((s) => !ONLY_SCREENS || ONLY_SCREENS.includes(s.name)) : []) {
  const { times, panelBusy } = await openScreen(browser, ours, SLOW_CPU, Math.max(LOAD_RUNS, 1), screen);
  if (screen.teacher) {
    ownRow(`long tasks while the teacher's panel is read before the ${screen.name} (their wasm loading), total, median of ${panelBusy.length}, CPU ${SLOW_CPU}×`, median(panelBusy), ms);
  }
  ownRow(`tap → ${screen.name} painted, from the offline copy, median of ${times.length}, CPU ${SLOW_CPU}×`, median(times), ms);
}
if (part('computer')) {
  const thinking = await computerTimes(browser, ours, SLOW_CPU, 8);
  ownRow(`the computer at level 8, median move (main thread), CPU ${SLOW_CPU}×`, median(thinking), ms);
  ownRow(`the computer at level 8, slowest of ${thinking.length} moves (main thread), CPU ${SLOW_CPU}×`, Math.max(...thinking), ms);
}

await browser.close();
for (const [, server] of servers) server.close();

const also = BEFORE ? `, an older build of ours (${BEFORE}) taking turns with both` : '';
console.log(`Peoncito (${OURS}) against chessground + chessops (${PEER})${also}; ${LOAD_RUNS} paired load runs, a ${PLIES}-ply game, tap held ${HOLD_MS} ms.\n`);
const heads = ['what', ...NAMES, ...OF_OURS.map((name) => `${name} ÷ theirs`)];
console.log(`| ${heads.join(' | ')} |`);
console.log(`|${'---|'.repeat(heads.length)}`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
