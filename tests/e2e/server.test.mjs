// The school server on the built site, against a real CouchDB-compatible
// server started here: pouchdb-server from npm, in memory, with an admin;
// the devices use a user of their own, a member of the class's databases
// and no admin, and the password they keep is never shown back.
// With PEONCITO_COUCHDB=http://admin:password@host:5984 the same tests run
// against that server instead (Apache CouchDB 3; not in CI) — the server
// is then not stopped: the first test skips that step, the second drops a
// tablet's Wi-Fi instead.
//
// The teacher's device and a pupils' tablet set the same server: the class
// typed on one reaches the other, "Who are you?" offers its pupils there,
// what a pupil does on the tablet reaches the teacher's class screen; the
// tablet's Wi-Fi dropped and back, then the server stopped mid-lesson and
// started again empty: nothing lost, both catch up; the tablet's game live
// on the teacher's wall, with its call.
// Wrong settings each get a clear message; a server silent or too slow is
// "not answering" within seconds, and one that greets as CouchDB and then
// sends garbage cannot be used.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, openClass, openPupil, saveClass, openTournament, foolsMate, startPouchServer, provisionSchoolServer, documentsByKind, freePort, saveSettings, action, audit, dragMove, tapMove, stored } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

const OUTSIDE = process.env.PEONCITO_COUCHDB ? new URL(process.env.PEONCITO_COUCHDB) : null;
const ADMIN = OUTSIDE ? decodeURIComponent(OUTSIDE.username) : 'profe';
const PASSWORD = OUTSIDE ? decodeURIComponent(OUTSIDE.password) : 'tablero-2026';
const DB = `clase-${Date.now()}`;
// The devices use a user of their own, a member of the class's databases
// and no admin (as docs/school-server.md has the school make one).
const MEMBER = `tabletas-${Date.now()}`;
const MEMBER_PASSWORD = 'tabletas-2026';
const DBS = new Set([DB]);

const couch = {};
/** The devices' user and each database (again after the in-memory server
 * restarts empty). */
const provision = () => provisionSchoolServer(couch.url, { name: ADMIN, password: PASSWORD },
  { name: MEMBER, password: MEMBER_PASSWORD }, DBS);
before(async () => {
  if (OUTSIDE) {
    couch.url = OUTSIDE.origin;
  } else {
    couch.port = await freePort();
    couch.server = await startPouchServer(couch.port, ADMIN, PASSWORD);
    couch.url = couch.server.url;
  }
  await provision();
});
after(async () => {
  await couch.server?.stop();
});

/** The documents the server's database holds, by kind (`class`, `pupil`, `event`). */
const onServer = () => documentsByKind(couch.url, DB, { name: ADMIN, password: PASSWORD });

/** Opens the school server's screen and connects with these settings. */
async function connect(page, { url = couch.url, db = DB, user = MEMBER, password = MEMBER_PASSWORD } = {}) {
  if (!(await page.locator('.server-screen').count())) {
    await openTeacher(page, '2468');
    await action(page, 'school-server').click();
    await page.locator('.server-screen').waitFor();
  }
  await page.locator('[data-field="server-url"]').fill(url);
  await page.locator('[data-field="server-db"]').fill(db);
  await page.locator('[data-field="server-user"]').fill(user);
  await page.locator('[data-field="server-password"]').fill(password);
  await action(page, 'connect-server').click();
}

const status = (page, state) => page.locator(`[data-sync="${state}"]`);

test('the class in step between the teacher’s device and a tablet through a school server (es, en)', async () => {
  // The teacher's device: a class, then the server.
  const teacher = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const desk = await openApp(teacher, app.server.url);
  await openClass(desk);
  await saveClass(desk, '3.º B', ['Ana', 'Luis', 'Marta']);
  await action(desk, 'close-tournament').click();
  await openTeacher(desk, '2468');
  await action(desk, 'school-server').click();
  await status(desk, 'off').waitFor();
  assert.match(await status(desk, 'off').innerText(), /sin usar/);

  // Each wrong setting says what is wrong, and nothing is sent.
  await desk.locator('[data-field="server-url"]').fill('192.168.1.10:5984');
  await action(desk, 'connect-server').click();
  await desk.locator('.server-screen [role="alert"]', { hasText: 'http://' }).waitFor();
  await status(desk, 'off').waitFor();
  await connect(desk, { password: 'no-es-esta' });
  await desk.locator('[data-sync="error"]', { hasText: 'contraseña' }).waitFor();
  await connect(desk, { url: app.server.url });
  await desk.locator('[data-sync="error"]', { hasText: 'no es un servidor CouchDB' }).waitFor();
  await connect(desk);
  await status(desk, 'live').waitFor({ timeout: 20000 });
  await desk.locator('[data-sync="live"]', { hasText: /al día \(\d\d:\d\d\)/ }).waitFor({ timeout: 20000 });
  // The server (of the page's own site) opened a session for this browser:
  // no password is kept on the device, and the field is empty; connecting
  // again with it empty uses the session.
  assert.equal(await desk.locator('[data-field="server-password"]').inputValue(), '');
  await desk.locator('[data-session-kept]').waitFor();
  const kept = () => desk.evaluate(() => JSON.parse(localStorage.getItem('peoncito.server')));
  assert.deepEqual(await kept(), { url: couch.url, db: DB, user: MEMBER, password: '', session: true });
  await action(desk, 'connect-server').click();
  await status(desk, 'live').waitFor({ timeout: 20000 });
  // The session ends (the server's own timeout; here its cookie dropped)
  // and the page opened again knows no password: the device says so, and
  // the password typed again opens another.
  // (The page left first: a request under way would bring a fresh cookie.)
  const url = desk.url();
  await desk.goto('about:blank');
  await teacher.clearCookies();
  await desk.goto(url);
  await desk.locator('[data-sync="error"]', { hasText: 'ha cerrado la sesión' }).waitFor({ timeout: 20000 });
  await connect(desk);
  await status(desk, 'live').waitFor({ timeout: 20000 });
  await desk.locator('[data-session-kept]').waitFor();
  // A server of another site: the browser keeps its cookie from the page,
  // so the password is kept instead (never shown back), and is used again
  // when the field is left empty.
  if (!OUTSIDE) {
    const elsewhere = couch.url.replace('127.0.0.1', 'localhost');
    await connect(desk, { url: elsewhere });
    await status(desk, 'live').waitFor({ timeout: 20000 });
    await desk.locator('[data-password-kept]').waitFor();
    assert.equal((await kept()).password, MEMBER_PASSWORD);
    await connect(desk, { url: elsewhere, password: '' });
    await status(desk, 'live').waitFor({ timeout: 20000 });
    await connect(desk);
    await status(desk, 'live').waitFor({ timeout: 20000 });
    await desk.locator('[data-session-kept]').waitFor();
  }
  assert.deepEqual(await audit(desk), [], 'the school server screen');
  await desk.screenshot({ path: SHOTS + 'server-800x1280.png', fullPage: true });
  // The class is on the server: one class, three pupils.
  for (let i = 0; ; i++) {
    const kinds = await onServer();
    if (kinds.class === 1 && kinds.pupil === 3) break;
    assert.ok(i < 100, JSON.stringify(kinds));
    await new Promise((ok) => setTimeout(ok, 100));
  }

  // A tablet of the class sets the same server: "Who are you?" offers the class.
  const tablet = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const pad = await openApp(tablet, app.server.url);
  await connect(pad);
  await status(pad, 'live').waitFor({ timeout: 20000 });
  await action(pad, 'close-tournament').click();
  await openTeacher(pad, '2468');
  await pad.locator('[data-setting="class-mode"]').check();
  await action(pad, 'close-teacher').click();
  const seat = async (pupil) => {
    await pad.locator(`.who-are-you [data-pupil="${pupil}"]`).click();
    await pad.locator(`.pupil-badge[data-who="${pupil}"]`).waitFor();
  };
  await seat('Marta');
  // Marta moves Black first, then solves the king's first lesson.
  await dragMove(pad, 'd7', 'd5');
  await pad.locator('[data-explain="not-your-turn"]').waitFor();
  await action(pad, 'lessons').click();
  await pad.locator('button[data-stage="king"]').click();
  await tapMove(pad, 'e2', 'e3');
  await pad.locator('[data-lesson-result]').first().waitFor();
  await action(pad, 'back-to-game').click();
  await pad.screenshot({ path: SHOTS + 'server-tablet-1280x800.png' });

  // The teacher's class screen shows it, with no file passed by hand.
  await action(desk, 'close-tournament').click();
  await openClass(desk);
  await desk.locator('.class-grid tr[data-pupil="Marta"] td[data-stage="king"][data-stars="3"]').waitFor({ timeout: 20000 });
  await openPupil(desk, 'Marta');
  await desk.locator('[data-pupil-rules="Marta"] [data-reason="not-your-turn"][data-count="1"]').waitFor({ timeout: 20000 });

  // The tablet's Wi-Fi drops: it says so at once (a request under way to
  // the server would hang), and keeps noting; back, it catches up.
  const luisMistakes = (n) => desk.locator(`[data-pupil-rules="Luis"] [data-reason="own-piece-on-target"][data-count="${n}"]`);
  await openPupil(desk, 'Luis');
  await tablet.setOffline(true);
  await status(pad, 'offline').waitFor({ timeout: 5000 });
  assert.match(await status(pad, 'offline').innerText(), /this device has no network/);
  await action(pad, 'switch-pupil').click();
  await seat('Luis');
  await dragMove(pad, 'a1', 'a2');
  await pad.locator('[data-explain="own-piece-on-target"]').waitFor();
  await status(pad, 'offline').waitFor();
  await tablet.setOffline(false);
  await status(pad, 'live').waitFor({ timeout: 30000 });
  await luisMistakes(1).waitFor({ timeout: 30000 });

  if (!OUTSIDE) {
    // The server stops mid-lesson: both say so, and the tablet keeps noting.
    await couch.server.stop();
    await status(desk, 'offline').waitFor({ timeout: 30000 });
    await status(pad, 'offline').waitFor({ timeout: 30000 });
    assert.match(await status(desk, 'offline').innerText(), /no responde/);
    assert.match(await status(pad, 'offline').innerText(), /not answering/);
    // Its Wi-Fi drops and comes back meanwhile: it says which is silent.
    await tablet.setOffline(true);
    await pad.locator('[data-sync="offline"]', { hasText: 'this device has no network' }).waitFor({ timeout: 5000 });
    await tablet.setOffline(false);
    await pad.locator('[data-sync="offline"]', { hasText: 'not answering' }).waitFor({ timeout: 10000 });
    await dragMove(pad, 'a1', 'a2');
    await pad.locator('[data-explain="own-piece-on-target"]').waitFor();
    // It starts again with nothing (in memory): the devices give it all back.
    couch.server = await startPouchServer(couch.port, ADMIN, PASSWORD);
    await provision();
    await status(pad, 'live').waitFor({ timeout: 30000 });
    await status(desk, 'live').waitFor({ timeout: 30000 });
    await luisMistakes(2).waitFor({ timeout: 30000 });
    await desk.locator('.class-grid tr[data-pupil="Marta"] td[data-stage="king"][data-stars="3"]').waitFor();
    for (let i = 0; ; i++) {
      const kinds = await onServer();
      if (kinds.class === 1 && kinds.pupil === 3 && kinds.event >= 4) break;
      assert.ok(i < 200, JSON.stringify(kinds));
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }

  // Every other board live on the teacher's screen: the pupil's game, then
  // a second illegal move calls the teacher (school rules, one tolerated).
  await openTeacher(pad, '2468');
  await pad.locator('[data-policy="school"]').check();
  await pad.locator('[data-setting="school-limit"]').selectOption('1');
  await pad.locator('[data-setting="clock"]').selectOption({ index: 2 });
  await saveSettings(pad);
  await action(pad, 'new-game').click();
  await tapMove(pad, 'e2', 'e4');
  // Luis plays White against someone not in the class.
  await action(pad, 'against-guest').click();
  await action(desk, 'close-tournament').click();
  await openTeacher(desk, '2468');
  await action(desk, 'school-server').click();
  const tile = desk.locator('[data-live-board][data-pupil-white="Luis"]');
  // e4, the 37th of the small board's squares from a8: a white pawn.
  await tile.locator('.mini-board > span:nth-child(37) .white').waitFor({ timeout: 20000 });
  // The move and the opponent chosen after it reach the wall in two steps.
  await tile.filter({ hasText: 'Luis – ?' }).waitFor({ timeout: 20000 });
  assert.match(await tile.innerText(), /^Luis – \?\s+Juegan las negras/m, 'White Luis, Black not in the class');
  assert.match(await tile.innerText(), /Juegan las negras[\s\S]*Jugadas ilegales: 0 blancas, 0 negras[\s\S]*Reloj: 10:05 – \d+:\d\d/);
  assert.equal(await tile.getAttribute('data-called'), null);
  await tapMove(pad, 'e7', 'e4');
  await tapMove(pad, 'e7', 'e4');
  await pad.locator('[data-teacher-needed="black"]').waitFor();
  await desk.locator('[data-live-board][data-called="true"]', { hasText: '¡Llama al profesor!' }).waitFor({ timeout: 20000 });
  assert.match(await tile.innerText(), /Jugadas ilegales: 0 blancas, 2 negras/);
  assert.deepEqual(await audit(desk), [], 'the live boards');

  // A reload of the teacher's device connects again on its own, and the
  // wall shows the boards again.
  await desk.reload();
  await status(desk, 'live').waitFor({ timeout: 30000 });
  await desk.setViewportSize({ width: 1920, height: 1080 });
  await openTeacher(desk, '2468');
  await action(desk, 'school-server').click();
  await desk.locator('[data-live-board][data-called="true"]').waitFor({ timeout: 20000 });
  await desk.screenshot({ path: SHOTS + 'server-wall-1920x1080.png', fullPage: true });
  // The calling board big: its game replayed, then the teacher's answer
  // from here goes back to that tablet.
  await desk.locator('[data-live-board][data-called="true"] [data-action="show-live-board"]').click();
  const big = desk.locator('[data-live-big][data-called="true"]');
  await big.waitFor();
  assert.equal(await big.locator('[data-replay-at]').getAttribute('data-replay-at'), '1', 'after e4');
  await big.locator('[data-action="replay-back"]').click();
  await big.locator('[data-replay-at="0"]').waitFor();
  assert.equal(await big.locator('.big-board > span:nth-child(37) .white').count(), 0, 'before e4');
  assert.deepEqual(await audit(desk), [], 'a board big, calling');
  await desk.screenshot({ path: SHOTS + 'server-wall-big-1920x1080.png' });
  await big.locator('[data-answer="go-on-recount"]').click();
  await desk.locator('[data-answer-sent="go-on-recount"]').waitFor();
  await pad.locator('[data-teacher-needed]').waitFor({ state: 'detached', timeout: 20000 });
  await desk.locator('[data-live-big]:not([data-called])').waitFor({ timeout: 20000 });
  assert.match(await desk.locator('[data-live-big]').innerText(), /Jugadas ilegales: 0 blancas, 0 negras/, 'counted again');
  // The tablet goes on: Black moves.
  await tapMove(pad, 'e7', 'e5');
  await desk.locator('[data-live-big] [data-replay-at="2"]').waitFor({ timeout: 20000 });
  await action(desk, 'close-live-board').click();
  await action(desk, 'close-tournament').click();
  await openClass(desk);
  await desk.locator('.class-grid tr[data-pupil="Marta"] td[data-stage="king"][data-stars="3"]').waitFor();
  assert.deepEqual(await audit(desk), [], 'the class screen with the server live');
  await desk.screenshot({ path: SHOTS + 'server-class-1920x1080.png' });

  // Forgetting the server: nothing runs, the class stays on the device.
  await action(desk, 'close-tournament').click();
  await openTeacher(desk, '2468');
  await action(desk, 'school-server').click();
  await action(desk, 'forget-server').click();
  await status(desk, 'off').waitFor();
  await action(desk, 'close-tournament').click();
  await desk.reload();
  await desk.locator('[data-square="e1"]').waitFor();
  await new Promise((ok) => setTimeout(ok, 3000));
  assert.equal(await desk.locator('[data-sync]').count(), 0, 'no status once forgotten');
  await teacher.close();
  await tablet.close();
});

/** On a tablet with the server set: kept for a pair of the class, `white`
 *  breaks a rule (the rook cannot jump), they play the fool's mate (Black
 *  wins) and solve the king's first lesson together. */
async function pairGameAndLesson(page, white, black, pair = {}) {
  // The arbiter's tablet is on the school server's screen.
  if (await action(page, 'close-tournament').isVisible()) await action(page, 'close-tournament').click();
  await openTeacher(page, '2468');
  await page.locator('[data-setting="class-mode"]').check();
  await page.locator('[data-field="seat-white"]').selectOption({ label: `${white} · Club` });
  await page.locator('[data-field="seat-black"]').selectOption({ label: `${black} · Club` });
  await action(page, 'lock-tablet').click();
  await page.locator(`[data-locked-to="${white} – ${black}"]`).waitFor();
  await action(page, 'close-teacher').click();
  await page.locator(`.pupil-badge[data-who="${white} – ${black}"]`).waitFor();
  await action(page, 'new-game').click();
  await dragMove(page, 'a1', 'a3');
  await page.locator('[data-explain="path-blocked"]').waitFor();
  await foolsMate(page);
  await action(page, 'lessons').click();
  // A pair opens the stage where both carry on: two who each solved its
  // first exercise elsewhere (once the class's book has brought both
  // pupils' stars here) start at the second, and go back to it.
  if (pair.solvedBoth) {
    await page.locator('button[data-stage="king"] .star-count', { hasText: /^3 (of|de) / }).waitFor({ timeout: 30000 });
  }
  await page.locator('button[data-stage="king"]').click();
  const first = pair.solvedBoth ? 'king-2' : 'king-1';
  await page.locator(`main.lesson[data-exercise="${first}"]`).waitFor();
  if (first !== 'king-1') await action(page, 'previous-exercise').click();
  await page.locator('main.lesson[data-exercise="king-1"]').waitFor();
  await tapMove(page, 'e2', 'e3');
  await page.locator('[data-lesson-result]').first().waitFor();
  await action(page, 'back-to-game').click();
}

test('a tournament round through the school server: results from two tablets and an arbiter\'s, one conflict, the server stopped mid-round (en, es)', async () => {
  const db = `torneo-${Date.now()}`;
  DBS.add(db);
  await provision();
  // Four browser profiles: the teacher's device, two pupils' tablets and
  // an arbiter's.
  const teacher = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const desk = await openApp(teacher, app.server.url);
  // The players are a class too: their lessons and games on the tablets
  // reach the teacher's device as well.
  await openClass(desk);
  await saveClass(desk, 'Club', ['Ana', 'Bruno', 'Carla', 'David']);
  await action(desk, 'close-tournament').click();
  await connect(desk, { db });
  await status(desk, 'live').waitFor({ timeout: 20000 });
  await action(desk, 'close-tournament').click();
  await openTournament(desk);
  await desk.locator('[data-field="tournament-name"]').fill('Friday club');
  await desk.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(desk, 'create-tournament').click();
  await action(desk, 'pair-round').click();
  const board = (n) => desk.locator(`[data-round="1"] tr[data-board="${n}"]`);
  await board(2).waitFor();
  await desk.locator('[data-print="slips"]').click();
  const links = [];
  for (const n of [1, 2]) {
    links.push(await desk.locator(`[data-slip="${n}"] [data-board-link]`).getAttribute('data-board-link'));
  }
  await action(desk, 'leave-paper').click();

  /** A tablet on the same server, its board opened from a slip's code. */
  async function tablet(viewport, locale, link) {
    const context = await app.browser.newContext({ viewport, locale });
    const page = await openApp(context, app.server.url);
    await connect(page, { db });
    await status(page, 'live').waitFor({ timeout: 20000 });
    await page.goto(link);
    await page.locator('[data-square="e1"]').waitFor();
    await status(page, 'live').waitFor({ timeout: 20000 });
    return { context, page };
  }

  // Board 1 on a tablet: its result reaches the teacher's round by itself.
  const a = await tablet({ width: 800, height: 1280 }, 'es-ES', links[0]);
  await foolsMate(a.page);
  await board(1).locator('[data-result="0-1"][aria-pressed="true"]').waitFor({ timeout: 20000 });
  await desk.locator('[data-news]', { hasText: 'round 1, board 1 is entered' }).waitFor();

  // Board 2 on the other tablet. The server stops while it plays; the
  // teacher, told the wrong result, enters White's win by hand.
  // A server of the test's own is stopped; one from outside stays up, and
  // the tablet's Wi-Fi drops instead.
  const b = await tablet({ width: 1280, height: 800 }, 'en-GB', links[1]);
  if (OUTSIDE) {
    await b.context.setOffline(true);
  } else {
    await couch.server.stop();
  }
  await status(b.page, 'offline').waitFor({ timeout: 30000 });
  await foolsMate(b.page);
  await board(2).locator('[data-result="1-0"]').click();
  await board(2).locator('[data-result="1-0"][aria-pressed="true"]').waitFor();
  if (OUTSIDE) {
    await b.context.setOffline(false);
  } else {
    couch.server = await startPouchServer(couch.port, ADMIN, PASSWORD);
    await provision();
    // Started again empty, it knows none of its sessions: the tablet's
    // page, opened since it signed in (the slip's link), no longer knows
    // the password and asks for it; the teacher types it there.
    for (const page of [b.page, a.page]) {
      await page.locator('[data-sync="error"]', { hasText: /ended this device's session|ha cerrado la sesión/ }).waitFor({ timeout: 30000 });
      await connect(page, { db });
    }
  }
  await status(b.page, 'live').waitFor({ timeout: 30000 });
  // The tablet's result differs: a conflict, never silently overwritten.
  const conflict = desk.locator('[data-conflict="1.2"]');
  await conflict.waitFor({ timeout: 30000 });
  await desk.locator('[data-problem]', { hasText: 'Round 1, board 2 has two results' }).waitFor();
  assert.match(await conflict.innerText(), /Keep 1-0 \(entered here\)[\s\S]*Use 0-1 \(from the other device\)/);
  await board(2).locator('[data-result="1-0"][aria-pressed="true"]').waitFor();
  // The next round waits until the teacher decides.
  await action(desk, 'pair-round').click();
  await desk.locator('[data-problem]', { hasText: 'Before pairing, choose the result' }).waitFor();
  assert.equal(await desk.locator('[data-round="2"]').count(), 0);
  assert.deepEqual(await audit(desk), [], 'a conflict shown');
  await desk.screenshot({ path: SHOTS + 'server-conflict-1280x800.png', fullPage: true });
  await conflict.locator('[data-keep="theirs"]').click();
  await board(2).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  assert.equal(await desk.locator('[data-conflict]').count(), 0);

  // Each result once: reloaded, nothing comes back; both results stand,
  // and the next round pairs.
  await desk.reload();
  await status(desk, 'live').waitFor({ timeout: 30000 });
  await openTournament(desk);
  await board(2).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  await board(1).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  await new Promise((ok) => setTimeout(ok, 2000));
  assert.equal(await desk.locator('[data-conflict]').count(), 0, 'a decided conflict does not come back');
  await action(desk, 'pair-round').click();
  await desk.locator('[data-round="2"] tr[data-board="2"]').waitFor();
  // A third tablet, the arbiter's, enters round 2's results by hand, from
  // the round the tournament's device publishes.
  const c = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const referee = await openApp(c, app.server.url);
  await connect(referee, { db });
  await status(referee, 'live').waitFor({ timeout: 20000 });
  const arbiter = referee.locator('[data-arbiter-board="2.1"]');
  await arbiter.waitFor({ timeout: 20000 });
  assert.match(await referee.locator('.arbiter-results h3').innerText(), /Resultados de «Friday club», ronda 2/);
  const [white21, black21] = [await desk.locator('[data-round="2"] tr[data-board="1"]').getAttribute('data-white'),
    await desk.locator('[data-round="2"] tr[data-board="1"]').getAttribute('data-black')];
  assert.match(await arbiter.innerText(), new RegExp(`Mesa 1: ${white21} – ${black21}`));
  await arbiter.locator('[data-send-result="1-0"]').click();
  await referee.locator('[data-arbiter-board="2.2"] [data-send-result="1/2-1/2"]').click();
  await desk.locator('[data-round="2"] tr[data-board="1"] [data-result="1-0"][aria-pressed="true"]').waitFor({ timeout: 20000 });
  await desk.locator('[data-round="2"] tr[data-board="2"] [data-result="1/2-1/2"][aria-pressed="true"]').waitFor({ timeout: 20000 });
  // The tablet shows what it sent.
  assert.equal(await arbiter.locator('[data-send-result="1-0"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await arbiter.locator('[data-send-result="0-1"]').getAttribute('aria-pressed'), 'false');
  assert.deepEqual(await audit(referee), [], 'an arbiter\'s results');
  await referee.screenshot({ path: SHOTS + 'server-arbiter-800x1280.png', fullPage: true });
  // The wall shows round 1's boards, as the tablets played them.
  await action(desk, 'close-tournament').click();
  await openTeacher(desk, '2468');
  await action(desk, 'school-server').click();
  await desk.locator('[data-live-filter="Friday club|1"]').click();
  await desk.locator('li[data-live-board][data-live-round="1.2"]').waitFor({ timeout: 20000 });
  assert.deepEqual(await desk.locator('li[data-live-board]').evaluateAll((tiles) => tiles.map((t) => t.dataset.liveRound)),
    ['1.1', '1.2'], 'round 1, in board order');
  assert.match(await desk.locator('[data-live-round="1.2"]').innerText(), /Round 1, board 2[\s\S]*Game over/);
  assert.deepEqual(await audit(desk), [], 'the wall by round');
  await desk.screenshot({ path: SHOTS + 'server-wall-round-1280x800.png', fullPage: true });
  // After the round, each of the three tablets is kept for a pair of the
  // class: a rule broken, a game and the king's first lesson on each.
  await pairGameAndLesson(a.page, 'Ana', 'Bruno');
  await pairGameAndLesson(b.page, 'Carla', 'David');
  await pairGameAndLesson(referee, 'Bruno', 'Carla', { solvedBoth: true });
  // Every record on the teacher's device, with no file passed by hand:
  // each pupil's stars, rules broken and games.
  await action(desk, 'close-tournament').click();
  await openClass(desk);
  const rules = (name) => desk.locator(`[data-pupil-rules="${name}"] [data-reason]`).evaluateAll(
    (rows) => rows.map((r) => `${r.dataset.reason} ${r.dataset.count}`));
  const games = (name) => desk.locator(`[data-pupil-rules="${name}"] .pupil-games li`).evaluateAll(
    (rows) => rows.map((r) => r.dataset.game).sort());
  const expected = { Ana: [['path-blocked 1'], ['lost']], Bruno: [['path-blocked 1'], ['lost', 'won']],
    Carla: [['path-blocked 1'], ['lost', 'won']], David: [[], ['won']] };
  for (const [pupil, [broken, played]] of Object.entries(expected)) {
    await desk.locator(`.class-grid tr[data-pupil="${pupil}"] td[data-stage="king"][data-stars="3"]`).waitFor({ timeout: 20000 });
    for (let i = 0; JSON.stringify(await games(pupil)) !== JSON.stringify(played); i++) {
      assert.ok(i < 200, `${pupil}'s games: ${await games(pupil)}`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.deepEqual(await rules(pupil), broken, `${pupil}'s rules`);
  }
  assert.deepEqual(await audit(desk), [], 'the class, from three tablets');
  await desk.screenshot({ path: SHOTS + 'server-class-tablets-1280x800.png', fullPage: true });
  // The tournament's results stand beside them.
  await action(desk, 'close-tournament').click();
  await openTournament(desk);
  await desk.locator('[data-round="2"] tr[data-board="1"] [data-result="1-0"][aria-pressed="true"]').waitFor();
  await board(2).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  // A second tournament's device at the same server: the first's results,
  // played and typed, are left for the device that holds it.
  const other = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const second = await openApp(other, app.server.url);
  await openTournament(second);
  await second.locator('[data-field="tournament-name"]').fill('Saturday club');
  await second.locator('[data-field="players"]').fill('Eva\nFede\nGloria\nHugo');
  await action(second, 'create-tournament').click();
  await action(second, 'close-tournament').click();
  await connect(second, { db });
  await status(second, 'live').waitFor({ timeout: 20000 });
  // Friday club's round has reached it (and its results with it).
  await second.locator('[data-arbiter-board="2.1"]').waitFor({ timeout: 20000 });
  await new Promise((ok) => setTimeout(ok, 2000));
  assert.deepEqual(JSON.parse(await second.evaluate(() => localStorage.getItem('peoncito.server.results-taken') ?? '[]')), [],
    'nothing of Friday club taken');
  await action(second, 'close-tournament').click();
  await openTournament(second);
  await second.locator('[data-action="pair-round"]').waitFor();
  assert.equal(await second.locator('[data-to-confirm], [data-conflict], [data-problem]').count(), 0, 'nothing to confirm or refuse');
  await other.close();

  // The server holds each tablet's result once.
  const auth = 'Basic ' + Buffer.from(`${ADMIN}:${PASSWORD}`).toString('base64');
  const all = await (await fetch(`${couch.url}/${db}/_all_docs`, { headers: { Authorization: auth } })).json();
  assert.equal(all.rows.filter((r) => r.id.startsWith('result:')).length, 4, JSON.stringify(all.rows.map((r) => r.id)));
  await teacher.close();
  await a.context.close();
  await b.context.close();
  await c.close();
});

/** A server on a free port that answers with `answer(request, response)`. */
async function fakeServer(answer) {
  const server = createServer(answer);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => { server.closeAllConnections(); server.close(); } };
}

test('a server that never answers or answers too slowly is "not answering" within seconds; one that greets as CouchDB and then sends garbage cannot be used (en)', async () => {
  const cors = (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
  };
  const welcome = JSON.stringify({ couchdb: 'Welcome', version: '3.4.2' });
  // Takes the question and never says a word.
  const silent = await fakeServer(() => {});
  // Says "200" at once, and the rest 25 seconds later.
  const slow = await fakeServer((request, response) => {
    cors(request, response);
    if (request.method === 'OPTIONS') return response.end();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{');
    setTimeout(() => response.end(welcome.slice(1)), 25000);
  });
  // Greets as CouchDB; everything after that is garbage.
  const garbage = await fakeServer((request, response) => {
    cors(request, response);
    if (request.method === 'OPTIONS') return response.end();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(request.url === '/' ? welcome : '\u0000<html>¿?{"ok":');
  });
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  for (const server of [silent, slow]) {
    await connect(page, { url: server.url });
    await status(page, 'connecting').waitFor();
    await status(page, 'offline').waitFor({ timeout: 15000 });
    assert.match(await status(page, 'offline').innerText(), /not answering/);
  }
  await connect(page, { url: garbage.url });
  await page.locator('[data-sync="error"]', { hasText: 'not a CouchDB server Peoncito can use' }).waitFor({ timeout: 15000 });
  assert.deepEqual(await audit(page), [], 'the server screen with a server that cannot be used');
  await page.screenshot({ path: SHOTS + 'server-garbage-800x1280.png' });
  await context.close();
  for (const server of [silent, slow, garbage]) server.close();
});

test('a pupil deleted leaves the school server: every document naming them, her name in a classmate\'s game, and their earlier versions once the server is compacted (es)', async () => {
  const db = `baja-${Date.now()}`;
  DBS.add(db);
  await provision();
  const auth = { Authorization: 'Basic ' + Buffer.from(`${ADMIN}:${PASSWORD}`).toString('base64'), 'Content-Type': 'application/json', Accept: 'application/json' };
  const server = async (path, method = 'GET') => {
    const answer = await fetch(`${couch.url}/${db}/${path}`, { method, headers: auth });
    return [answer.status, await answer.json()];
  };
  const docs = async () => (await server('_all_docs?include_docs=true'))[1].rows.map((r) => r.doc);
  const until = async (what, check) => {
    for (let i = 0; ; i++) {
      const found = await check();
      if (found) return found;
      assert.ok(i < 200, what);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  };
  // A pupil's document as it was first written, with the name: its first
  // revision, readable by that revision until the database is compacted.
  const firstVersion = async (name) => {
    const pupil = (await docs()).find((d) => d._id.startsWith('pupil:') && d.name === name);
    const [, history] = await server(`${encodeURIComponent(pupil._id)}?revs=true`);
    return `${encodeURIComponent(pupil._id)}?rev=1-${history._revisions.ids.at(-1)}`;
  };
  // Every version the server still gives of every document, deleted ones
  // and earlier revisions included.
  const everyVersion = async () => {
    const versions = [];
    for (const { id } of (await server('_changes?style=all_docs'))[1].results) {
      const [, leaves] = await server(`${encodeURIComponent(id)}?open_revs=all&revs=true`);
      for (const { ok } of leaves.filter((leaf) => leaf.ok)) {
        for (const [i, hash] of ok._revisions.ids.entries()) {
          const [status, version] = await server(`${encodeURIComponent(id)}?rev=${ok._revisions.start - i}-${hash}`);
          if (status === 200) versions.push(version);
        }
      }
    }
    return versions;
  };

  const teacher = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const desk = await openApp(teacher, app.server.url);
  await openClass(desk);
  await saveClass(desk, '4.º A', ['Ana', 'Luis', 'Marta']);
  await action(desk, 'close-tournament').click();
  await connect(desk, { db });
  await status(desk, 'live').waitFor({ timeout: 20000 });
  await until('the class on the server', async () => (await docs()).filter((d) => d.name).length === 4);

  // Ana at a tablet: a rule broken, and her game live on the teacher's wall.
  const tablet = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const pad = await openApp(tablet, app.server.url);
  await connect(pad, { db });
  await status(pad, 'live').waitFor({ timeout: 20000 });
  await action(pad, 'close-tournament').click();
  await openTeacher(pad, '2468');
  await pad.locator('[data-setting="class-mode"]').check();
  await action(pad, 'close-teacher').click();
  await pad.locator('.who-are-you [data-pupil="Ana"]').click();
  await dragMove(pad, 'a1', 'a2');
  await pad.locator('[data-explain="own-piece-on-target"]').waitFor();
  await tapMove(pad, 'e2', 'e4');
  await desk.locator('[data-live-board][data-pupil-white="Ana"]').waitFor({ timeout: 20000 });
  const anaFirst = await firstVersion('Ana');
  assert.equal((await server(anaFirst))[0], 200);
  const anaId = (await docs()).find((d) => d.name === 'Ana')._id.slice('pupil:'.length);
  const hers = (doc) => doc.pupil === anaId || JSON.stringify(doc).includes('"Ana"');
  await until('her rule broken on the server', async () => (await docs()).some((d) => d._id.startsWith('event:') && hers(d)));
  // She beats Luis at the tablet: his game's record names her, on the
  // server and in the teacher's class book.
  await pad.locator('.who-plays [data-pupil="Luis"]').click();
  for (const [from, to] of [['e7', 'e5'], ['d1', 'h5'], ['b8', 'c6'], ['f1', 'c4'], ['g8', 'f6'], ['h5', 'f7']]) {
    await tapMove(pad, from, to);
  }
  await pad.locator('[data-outcome][data-reason="checkmate"]').waitFor();
  const luisId = (await docs()).find((d) => d.name === 'Luis')._id.slice('pupil:'.length);
  const hisGame = await until('his game on the server', async () => (await docs())
    .find((d) => d.what === 'game' && d.pupil === luisId && d.record?.includes('[White "Ana"]')));
  const hisGameFirst = `${encodeURIComponent(hisGame._id)}?rev=${hisGame._rev}`;
  await until('his game in the teacher\'s class book', async () => (await stored(desk, 'peoncito.class'))?.includes('[White \\"Ana\\"]'));

  // The teacher deletes her: the devices' user (a member, no admin) takes
  // every document naming her off the server, but may not compact it.
  await action(desk, 'close-tournament').click();
  await openClass(desk);
  const ana = await openPupil(desk, 'Ana');
  await ana.locator('[data-action="delete-pupil"]').click();
  await ana.locator('[data-action="confirm-delete-pupil"]').click();
  const said = desk.locator('[data-removal="earlier-kept"]');
  await said.waitFor({ timeout: 30000 });
  assert.match(await said.innerText(), /Borrado en el servidor del colegio: .*Ana.*\. Se ha quitado todo lo que tenía su nombre \([3-9] documentos\)\. .*administrador compacte/);
  // Her tablet: she is no longer at it, and "Who are you?" no longer offers her.
  await pad.locator('.who-are-you [data-pupil="Luis"]').waitFor({ timeout: 20000 });
  assert.equal(await pad.locator('.pupil-badge[data-who="Ana"], .who-are-you [data-pupil="Ana"]').count(), 0);
  await pad.screenshot({ path: SHOTS + 'server-pupil-deleted-tablet-1280x800.png' });
  // The class's list no longer has her ("Save" would bring her back).
  assert.equal(await desk.locator('[data-field="class-list"]').inputValue(), 'Luis\nMarta');
  await desk.screenshot({ path: SHOTS + 'server-pupil-deleted-800x1280.png' });
  const left = await docs();
  assert.deepEqual(left.filter(hers), [], 'her events, her board, nothing naming her');
  assert.ok(!JSON.stringify(left).includes('Ana'), 'not even in a game of his');
  assert.ok(left.some((d) => d._id === `pupil:${anaId}` && d.name == null), 'her document says she is gone');
  const his = left.find((d) => d._id === hisGame._id);
  assert.match(his.record, /\[White "\?"\]\n\[Black "Luis"\]/, 'his game, without her name');
  assert.equal(his.outcome, 'lost');
  assert.equal((await server(anaFirst))[0], 200, 'her first version, until the server is compacted');
  assert.equal((await server(hisGameFirst))[0], 200, 'his game as it was, until the server is compacted');
  // Compacted by its administrator (as docs/school-server.md says): gone.
  assert.equal((await server('_compact', 'POST'))[0], 202);
  await until('her first version compacted away', async () => (await server(anaFirst))[0] === 404);
  await until('his game as it was compacted away', async () => (await server(hisGameFirst))[0] === 404);
  assert.ok(!JSON.stringify(await everyVersion()).includes('Ana'), 'no version of any document names her');
  // Nor the teacher's class book, the tablet's, or a class file made now.
  assert.ok(!(await stored(desk, 'peoncito.class')).includes('Ana'));
  await until('her name gone from the tablet\'s class book', async () => !(await stored(pad, 'peoncito.class'))?.includes('Ana'));
  const [file] = await Promise.all([desk.waitForEvent('download'), action(desk, 'export-class').click()]);
  const exported = readFileSync(await file.path(), 'utf8');
  assert.ok(exported.includes('[Black \\"Luis\\"]') && !exported.includes('Ana'), 'the class file');

  // A device whose user may compact the database (here its admin) takes
  // the earlier versions away too.
  const luisFirst = await firstVersion('Luis');
  await action(desk, 'close-tournament').click();
  await connect(desk, { db, user: ADMIN, password: PASSWORD });
  await status(desk, 'live').waitFor({ timeout: 20000 });
  await action(desk, 'close-tournament').click();
  await openClass(desk);
  const luis = await openPupil(desk, 'Luis');
  await luis.locator('[data-action="delete-pupil"]').click();
  await luis.locator('[data-action="confirm-delete-pupil"]').click();
  await desk.locator('[data-removal="removed"]', { hasText: 'Luis' }).waitFor({ timeout: 30000 });
  assert.deepEqual(await audit(desk), [], 'the class screen after a deletion');
  await until('his first version compacted away', async () => (await server(luisFirst))[0] === 404);
  assert.ok(!JSON.stringify(await docs()).includes('"Luis"'));
  // Deleted with no network: it waits on the device, and goes once back.
  await teacher.setOffline(true);
  const marta = await openPupil(desk, 'Marta');
  await marta.locator('[data-action="delete-pupil"]').click();
  await marta.locator('[data-action="confirm-delete-pupil"]').click();
  await desk.locator('[data-removal="waiting"]', { hasText: /Marta.*cuando este aparato llegue/ }).waitFor();
  assert.ok(JSON.stringify(await docs()).includes('"Marta"'), 'still on the server');
  await teacher.setOffline(false);
  await desk.locator('[data-removal="removed"]', { hasText: 'Marta' }).waitFor({ timeout: 30000 });
  assert.ok(!JSON.stringify(await docs()).includes('"Marta"'));
  await desk.setViewportSize({ width: 1920, height: 1080 });
  await desk.screenshot({ path: SHOTS + 'server-pupil-deleted-1920x1080.png' });
  await teacher.close();
  await tablet.close();
});
