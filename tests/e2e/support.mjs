// Shared by the end-to-end tests: a static server for dist/ on 127.0.0.1 and
// the system's Chromium driven by playwright-core (never a downloaded browser).
import { before, after } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { basePath, staticServer } from '../../pwa/serve.mjs';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Serves `root` as pwa/serve.mjs serves a build (`.ci/serve` and a school's
 *  host, docs/install.md), under `base` ("/" or "/peoncito/"); resolves to
 *  { url, close, serveFrom(dir), sent }: `serveFrom` switches to another
 *  build on the same address, `sent` lists the paths whose whole body was
 *  sent. */
export async function serve(root = DIST, base = '/') {
  const served = { root };
  const sent = [];
  const server = staticServer({ root: () => served.root, base, onSent: (path) => sent.push(path) });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}${basePath(base)}`,
    serveFrom: (dir) => { served.root = dir; },
    sent,
    close: () => new Promise((ok) => { server.closeAllConnections(); server.close(ok); }),
  };
}

/** For a test file: serves dist/ and starts Chromium before its tests, and
 *  stops both after. The returned object holds `server` and `browser`. */
export function servedApp() {
  const app = {};
  before(async () => {
    app.server = await serve();
    app.browser = await launch();
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/** The system's Chromium; `extra` flags for a test's own needs (a fake
 *  camera). */
export async function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
      '--no-first-run', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', ...extra,
    ],
  });
}

export const square = (page, sq) => page.locator(`[data-square="${sq}"]`);
export const pieceOn = (page, sq) =>
  page.locator(`[data-square="${sq}"] [data-piece]`).getAttribute('data-piece', { timeout: 2000 }).catch(() => null);

/** How many plies the move list shows once it holds at least `expected`: the
 * list follows in the task after the board's frame, so it is waited for (a
 * count that never gets there is returned as it is, for the test to fail). */
export async function pliesListed(page, expected) {
  const plies = page.locator('.move-list [data-ply]');
  await plies.nth(expected - 1).waitFor({ timeout: 5000 }).catch(() => {});
  return plies.count();
}

/** Waits for what follows a tap on the board: the board paints it in the
 * next frame, and what else shows or keeps the game (the explanation, the
 * panels, the save) follows in a task after that frame. */
export const settled = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));

/** Notes which square the page's next press lands on, as the page sees it. */
const notePress = (page) => page.evaluate(() => {
  window.__pressedOn = undefined;
  document.addEventListener('pointerdown', (e) => {
    window.__pressedOn = e.target.closest?.('[data-square]')?.dataset.square ?? null;
  }, { capture: true, once: true });
});

/** Fails unless the last press landed on `sq`: a board that moved under
 *  the pointer is a defect to see, not a move to make anyway. */
async function pressedOn(page, sq) {
  const on = await page.evaluate(() => window.__pressedOn);
  if (on !== sq) throw new Error(`the press meant for ${sq} landed on ${on ?? 'no square'}: the board moved under the pointer`);
}

/** The middle of square `sq` on the screen, once it is in view and the page
 *  has settled. */
async function centreOf(page, sq) {
  await square(page, sq).scrollIntoViewIfNeeded();
  await settled(page);
  const box = await square(page, sq).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Taps one square (Playwright scrolls it into view and waits until it is
 *  still), checking the press landed on it. */
async function tap(page, sq) {
  await notePress(page);
  await square(page, sq).click();
  await pressedOn(page, sq);
}

/** Taps the piece, then the target square, and waits for what follows. */
export async function tapMove(page, from, to) {
  await tap(page, from);
  await tap(page, to);
  await settled(page);
}

/** Drags with `button` from one square's centre to another's: the target is
 *  found once the press has landed on the piece (the page holds the board
 *  still from then on). */
async function mouseDrag(page, from, to, button, steps) {
  const a = await centreOf(page, from);
  await notePress(page);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button });
  try {
    await pressedOn(page, from);
  } catch (why) {
    await page.mouse.up({ button });
    throw why;
  }
  const box = await square(page, to).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps });
  await page.mouse.up({ button });
}

/** Drags the piece with the mouse from one square's centre to another's. */
export const dragMove = (page, from, to) => mouseDrag(page, from, to, 'left', 8);

/** Drags with a finger (Chrome DevTools touch events), as on a tablet. */
export async function touchDragMove(page, from, to) {
  const a = await centreOf(page, from);
  const cdp = await page.context().newCDPSession(page);
  try {
    await notePress(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    await pressedOn(page, from);
    const box = await square(page, to).boundingBox();
    const b = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (let i = 1; i <= 8; i++) {
      const t = i / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }] });
    }
  } finally {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
}

/** Opens the app at `url` in a new page and waits for the board; `prepare`
 *  runs first (for example to install a fake clock). */
export async function openApp(context, url, prepare = async () => {}) {
  const page = await context.newPage();
  await prepare(page);
  await page.goto(url);
  await square(page, 'e1').waitFor();
  return page;
}

export const action = (page, name) => page.locator(`[data-action="${name}"]`);

/** Opens the list of languages (one button in the header) and taps one. */
export async function chooseLanguage(page, code) {
  if (!(await page.locator('nav.languages').isVisible())) await action(page, 'languages').click();
  await page.locator(`[data-lang="${code}"]`).click();
}

/** Draws with the right button from one square to another (a circle when
 *  they are the same): the teacher's pens. */
export const rightDrag = (page, from, to) => mouseDrag(page, from, to, 'right', 6);

/** Opens the teacher's panel: sets the PIN the first time, types it after. */
export async function openTeacher(page, pin) {
  // In class mode "Who are you?" may cover the board: its own way in.
  const fromQuestion = page.locator('.who-are-you [data-action="who-teacher"]');
  await ((await fromQuestion.isVisible()) ? fromQuestion : action(page, 'teacher')).click();
  await page.locator('[data-pin="pin"]').fill(pin);
  if (await page.locator('[data-pin="again"]').count()) {
    await page.locator('[data-pin="again"]').fill(pin);
    await action(page, 'set-pin').click();
    // The recovery code is shown once, to write down.
    await action(page, 'recovery-noted').click();
  } else {
    await action(page, 'unlock').click();
  }
}

/** Opens the class screen from the teacher's panel (PIN 2468). */
export async function openClass(page) {
  await openTeacher(page, '2468');
  await action(page, 'class').click();
  await page.locator('.class-screen').waitFor();
}

/** Opens a pupil's notes on the class screen (one line a pupil, opened on
 *  a tap); resolves to them. */
export async function openPupil(page, name) {
  const notes = page.locator(`[data-pupil-rules="${name}"]`);
  if ((await notes.getAttribute('open')) === null) await notes.locator('summary').click();
  return notes;
}

/** Types a class in on the open class screen and saves it; resolves once
 *  its last pupil shows. */
export async function saveClass(page, name, pupils) {
  await page.locator('[data-field="class-name"]').fill(name);
  await page.locator('[data-field="class-list"]').fill(pupils.join('\n'));
  await action(page, 'save-class').click();
  await page.locator(`.class-grid tr[data-pupil="${pupils.at(-1)}"]`).waitFor();
}

/** A tablet of the class on `app`: the teacher's class `file` merged,
 *  class mode on. */
export async function classTablet(app, file, viewport, locale = 'es-ES', { clock = false } = {}) {
  const context = await app.browser.newContext({ viewport, locale });
  // A clock the test can move on (idle minutes), running as the real one.
  if (clock) await context.clock.install();
  const page = await openApp(context, app.server.url);
  await openClass(page);
  await page.locator('[data-action="import-class"]').setInputFiles(file);
  await page.locator('[data-merged]').waitFor();
  await action(page, 'close-tournament').click();
  await openTeacher(page, '2468');
  await page.locator('[data-setting="class-mode"]').check();
  await action(page, 'close-teacher').click();
  return { context, page };
}

/** Opens the tournament screens from the teacher's panel (PIN 2468). */
export async function openTournament(page) {
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  await page.locator('.tournament').waitFor();
}

/** Fool's mate on the board shown: Black wins in four moves. */
export async function foolsMate(page) {
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) {
    await tapMove(page, from, to);
  }
  await page.locator('[data-outcome]').waitFor();
}

/** Waits until the service worker runs the page. */
export const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  while (!navigator.serviceWorker.controller) await new Promise((ok) => setTimeout(ok, 50));
});

/** Waits until every picture of the guide shown has loaded. */
export async function guidePicturesShown(page) {
  await page.locator('article.guide h1').waitFor();
  const pictures = page.locator('article.guide img');
  if (await pictures.count() < 10) throw new Error(`the guide shows ${await pictures.count()} pictures`);
  for (let i = 0; i < await pictures.count(); i++) {
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await pictures.nth(i).elementHandle(),
      { timeout: 10000 });
  }
}

/** Saves the teacher's choices and closes the panel. */
export async function saveSettings(page) {
  await action(page, 'save-settings').click();
  await page.locator('[data-saved]').waitFor();
  await action(page, 'close-teacher').click();
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function audit(page) {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** pouchdb-server (a CouchDB-compatible server from npm) on `port`, in
 *  memory, its files in a directory of its own; resolves once it answers,
 *  with the admin `user` set (no more admin party). */
export async function startPouchServer(port, user, password) {
  const bin = createRequire(import.meta.url).resolve('pouchdb-server/bin/pouchdb-server');
  const cwd = mkdtempSync(join(tmpdir(), 'pouchdb-server-'));
  const child = spawn(process.execPath, [bin, '--in-memory', '--port', String(port), '--host', '127.0.0.1'],
    { cwd, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (i > 200) throw new Error('pouchdb-server did not start');
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  const admin = await fetch(`${url}/_config/admins/${user}`, { method: 'PUT', body: JSON.stringify(password) });
  if (!admin.ok) throw new Error(`admin not set: ${admin.status}`);
  return { url, stop: () => new Promise((ok) => { child.once('exit', ok); child.kill('SIGKILL'); }) };
}

/** Makes the devices' user (`member`, no admin) and each of `dbs` on the
 *  school server at `url`, with only that user a member, as
 *  docs/school-server.md has the school do; again after an in-memory server
 *  restarts empty. `admin` and `member` are `{ name, password }`. */
export async function provisionSchoolServer(url, admin, member, dbs) {
  const headers = {
    Authorization: 'Basic ' + Buffer.from(`${admin.name}:${admin.password}`).toString('base64'),
    'Content-Type': 'application/json',
  };
  const put = async (path, body) => {
    const answer = await fetch(`${url}/${path}`, { method: 'PUT', headers, body: body && JSON.stringify(body) });
    // 412: there already.
    if (!answer.ok && answer.status !== 412) throw new Error(`${path}: ${answer.status}`);
  };
  await put(`_users/org.couchdb.user:${member.name}`, { name: member.name, password: member.password, roles: [], type: 'user' })
    .catch(() => {}); // made before, on an outside server
  for (const db of dbs) {
    await put(db);
    await put(`${db}/_security`, { admins: { names: [], roles: [] }, members: { names: [member.name], roles: [] } });
  }
}

/** The documents a school server's database `db` holds, counted by kind
 *  (`class`, `pupil`, `event`…: the id's part before its first colon). */
export async function documentsByKind(url, db, admin) {
  const auth = 'Basic ' + Buffer.from(`${admin.name}:${admin.password}`).toString('base64');
  const all = await (await fetch(`${url}/${db}/_all_docs`, { headers: { Authorization: auth } })).json();
  const kinds = {};
  for (const row of all.rows ?? []) {
    const kind = row.id.split(':')[0];
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** A TCP port nothing listens on now. */
export async function freePort() {
  const probe = createTcpServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address();
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** The text the app keeps under `key` in IndexedDB (where its records live;
 * an earlier version's in `localStorage` are moved there when a page opens),
 * or null. */
export async function stored(page, key) {
  return page.evaluate(async (key) => {
    // Opening a database that is not there would make it (empty).
    if (!(await indexedDB.databases()).some((d) => d.name === 'peoncito')) return null;
    return new Promise((resolve, reject) => {
    const open = indexedDB.open('peoncito');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('records')) {
        db.close();
        return resolve(null);
      }
      const get = db.transaction('records').objectStore('records').get(key);
      get.onsuccess = () => { db.close(); resolve(get.result ?? null); };
      get.onerror = () => { db.close(); reject(get.error); };
    };
    });
  }, key);
}

/** Waits until every record the page wrote is kept in IndexedDB: until then
 * the page keeps it in `localStorage` too, and a test that writes a record
 * there itself (as an earlier version would) must not race with it. */
export async function recordsKept(page) {
  await page.waitForFunction(() => ['game', 'games.kept', 'tournament', 'tournament.earlier', 'tournament.damaged',
    'settings', 'settings.damaged', 'progress', 'class', 'class.damaged']
    .every((key) => localStorage.getItem(`peoncito.${key}`) === null), null, { polling: 20, timeout: 10000 });
}
