// Two and three pages of the same browser (tabs) on one device: what one
// writes shows in the others at once, and no stale page overwrites it —
// tournament results, a game, the teacher's PIN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, pieceOn, tapMove, square, audit } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

async function openTournament(page, pin) {
  await openTeacher(page, pin);
  await action(page, 'tournament').click();
  await page.locator('.tournament').waitFor();
}

/** Creates a round robin of `players` (one a line) and pairs round 1. */
async function roundRobin(page, name, players) {
  await page.locator('[data-field="tournament-name"]').fill(name);
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill(players);
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
}

const board = (page, round, n) => page.locator(`[data-round="${round}"] tr[data-board="${n}"]`);
const pressed = (page, round, n, result) =>
  board(page, round, n).locator(`[data-result="${result}"][aria-pressed="true"]`);

test('three tabs enter results on different boards: every result is kept, and a round paired in one shows in the others', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const a = await openApp(context, app.server.url);
  await openTournament(a, '2468');
  await roundRobin(a, 'Two tabs league', 'Ana\nBruno\nCarla\nDavid\nEva\nFede');
  await board(a, 1, 3).waitFor();

  const b = await openApp(context, app.server.url);
  await openTournament(b, '2468');
  const c = await openApp(context, app.server.url);
  await openTournament(c, '2468');
  await board(b, 1, 3).waitFor();
  await board(c, 1, 3).waitFor();

  await board(a, 1, 1).locator('[data-result="1-0"]').click();
  await board(b, 1, 2).locator('[data-result="0-1"]').click();
  await board(c, 1, 3).locator('[data-result="1/2-1/2"]').click();
  // Each tab shows all three without a reload.
  for (const page of [a, b, c]) {
    await pressed(page, 1, 1, '1-0').waitFor();
    await pressed(page, 1, 2, '0-1').waitFor();
    await pressed(page, 1, 3, '1/2-1/2').waitFor();
  }
  await a.screenshot({ path: SHOTS + 'tabs-results-a.png' });

  // A pairs round 2; B shows it at once, and a tap in B keeps it.
  await action(a, 'pair-round').click();
  await board(a, 2, 1).waitFor();
  await board(b, 2, 1).waitFor();
  await board(b, 2, 1).locator('[data-result="1-0"]').click();
  await pressed(a, 2, 1, '1-0').waitFor();

  // After a reload, everything is there.
  await a.reload();
  await square(a, 'e1').waitFor({ state: 'attached' });
  await openTournament(a, '2468');
  await pressed(a, 1, 1, '1-0').waitFor();
  await pressed(a, 1, 2, '0-1').waitFor();
  await pressed(a, 1, 3, '1/2-1/2').waitFor();
  await pressed(a, 2, 1, '1-0').waitFor();
  await context.close();
});

test('a game played in one tab shows in another, and the other plays on from it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const a = await openApp(context, app.server.url);
  const b = await openApp(context, app.server.url);
  await tapMove(a, 'e2', 'e4');
  await tapMove(a, 'e7', 'e5');
  await tapMove(a, 'g1', 'f3');
  await b.waitForFunction(() => document.querySelector('[data-square="f3"] [data-piece]')?.getAttribute('data-piece') === 'wN');
  assert.equal(await pieceOn(b, 'e5'), 'bP');
  // B, no longer stale, plays Black's answer; A shows it.
  await tapMove(b, 'b8', 'c6');
  await a.waitForFunction(() => document.querySelector('[data-square="c6"] [data-piece]')?.getAttribute('data-piece') === 'bN');
  await b.screenshot({ path: SHOTS + 'tabs-game-b.png' });
  await a.reload();
  await square(a, 'e1').waitFor();
  for (const [sq, piece] of [['e4', 'wP'], ['e5', 'bP'], ['f3', 'wN'], ['c6', 'bN']]) {
    assert.equal(await pieceOn(a, sq), piece, sq);
  }
  await context.close();
});

test('a tab open before the teacher chose the PIN cannot choose another', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const teacher = await openApp(context, app.server.url);
  const pupil = await openApp(context, app.server.url);
  await openTeacher(teacher, '2580');
  await teacher.locator('[data-setting="lock-new-game"]').check();
  await action(teacher, 'close-teacher').click();

  // The pupil's tab now asks for the PIN, not for a new one.
  await action(pupil, 'teacher').click();
  assert.equal(await pupil.locator('[data-pin="again"]').count(), 0, 'no new PIN offered');
  await pupil.locator('[data-pin="pin"]').fill('1111');
  await action(pupil, 'unlock').click();
  await pupil.locator('[data-pin-error]').waitFor();
  assert.equal(await pupil.locator('[data-setting="lock-new-game"]').count(), 0, 'the panel stays shut');
  await pupil.screenshot({ path: SHOTS + 'tabs-pin-pupil.png' });
  await action(pupil, 'close-teacher').click();

  // The teacher's PIN still opens it, with new games still locked.
  await teacher.reload();
  await square(teacher, 'e1').waitFor();
  await openTeacher(teacher, '2580');
  assert.ok(await teacher.locator('[data-setting="lock-new-game"]').isChecked());
  await context.close();
});

test('a stale tab that chose a PIN at the same time opens nothing', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const teacher = await openApp(context, app.server.url);
  const pupil = await openApp(context, app.server.url);
  // Both show the form to choose a PIN.
  await action(pupil, 'teacher').click();
  await pupil.locator('[data-pin="again"]').waitFor();
  await openTeacher(teacher, '2580');
  // The pupil's form was open before: choosing 1111 now is refused.
  await pupil.locator('[data-pin="pin"]').fill('1111');
  if (await pupil.locator('[data-pin="again"]').count()) {
    await pupil.locator('[data-pin="again"]').fill('1111');
    await action(pupil, 'set-pin').click();
  } else {
    await action(pupil, 'unlock').click();
  }
  await pupil.locator('[data-pin-error]').waitFor();
  assert.equal(await pupil.locator('[data-recovery-code]').count(), 0, 'no recovery code for the pupil');
  assert.equal(await pupil.locator('[data-setting="lock-new-game"]').count(), 0, 'the panel stays shut');
  await context.close();
});

test("a pasted record with a tournament's heading waits for the teacher, never straight into a round", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const teacher = await openApp(context, app.server.url);
  await openTournament(teacher, '2468');
  await roundRobin(teacher, 'Liga 10', 'Ana\nBruno\nCarla\nDavid');
  const second = board(teacher, 1, 2);
  await second.waitFor();
  const [white, black] = [await second.getAttribute('data-white'), await second.getAttribute('data-black')];

  // A pupil in another tab pastes a made-up record for board 2.
  const pupil = await openApp(context, app.server.url);
  await action(pupil, 'game-record').click();
  await pupil.locator('[data-pgn="import"]').fill(
    `[Event "Liga 10"]\n[Round "1.2"]\n[White "${white}"]\n[Black "${black}"]\n\n1. f3 e5 2. g4 Qh4# 0-1`);
  await action(pupil, 'import-pgn').click();
  await pupil.locator('[data-outcome]').waitFor();

  // The teacher sees it to confirm; the round is untouched.
  const waiting = teacher.locator('[data-to-confirm]');
  await waiting.waitFor();
  assert.match((await waiting.innerText()).replace(/[\u2068\u2069]/g, ''), new RegExp(`Round 1, board 2: ${white} 0-1 ${black}`));
  assert.equal(await second.locator('[aria-pressed="true"]').count(), 0, 'not entered by itself');
  assert.deepEqual(await audit(teacher), [], 'the results to confirm');
  await teacher.screenshot({ path: SHOTS + 'tabs-to-confirm.png' });
  await waiting.locator('[data-action="enter-result"]').click();
  await pressed(teacher, 1, 2, '0-1').waitFor();
  assert.equal(await teacher.locator('[data-to-confirm]').count(), 0);
  await context.close();
});
