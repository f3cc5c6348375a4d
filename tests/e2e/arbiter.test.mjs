// The arbiter as the texts have it, on the built site: the school's tolerance,
// resigning when the opponent could never mate, and a call for the teacher
// that stops the game until the teacher comes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  servedApp, square, pieceOn, tapMove, dragMove, openApp, action, openTeacher, saveSettings, audit, settled,
} from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

test('under School, tolerating five, the sixth illegal move calls the teacher', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '5555');
  await page.locator('[data-policy="school"]').check();
  assert.equal(await page.locator('[data-setting="school-limit"]').inputValue(), '5');
  await saveSettings(page);
  await action(page, 'new-game').click();
  for (let n = 1; n <= 5; n++) {
    await tapMove(page, 'e2', 'e5');
    assert.equal(await page.locator('[data-teacher-needed]').count(), 0, `illegal move ${n} is tolerated`);
  }
  await tapMove(page, 'e2', 'e5');
  await page.locator('[data-teacher-needed="white"]').waitFor();
  await context.close();
});

test('resigning with a queen against a lone king is a draw', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url + '?fen=' + encodeURIComponent('4k3/8/8/8/8/8/8/3QK3 w - - 0 1'));
  await action(page, 'resign').click();
  // White, with the queen, resigns: Black could never mate.
  await page.locator('[data-action="choose-side"][data-side="white"]').click();
  await action(page, 'confirm').click();
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'draw');
  assert.equal(await result.getAttribute('data-reason'), 'resignation-no-mate');
  assert.match(await result.innerText(), /could never checkmate/);
  await context.close();
});

test('a call for the teacher stops both clocks, and undo and a new game wait for the PIN', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '7777');
  await page.locator('[data-policy="school"]').check();
  await page.locator('[data-setting="school-limit"]').selectOption('1');
  await page.locator('[data-setting="clock"]').selectOption({ index: 2 }); // 10 + 5
  await saveSettings(page);
  await action(page, 'new-game').click();
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e4');
  await tapMove(page, 'e7', 'e4');
  await page.locator('[data-teacher-needed="black"]').waitFor();
  const black = page.locator('[data-clock="black"] .clock-time');
  const before = await black.innerText();
  await page.waitForTimeout(2200);
  assert.equal(await black.innerText(), before, "Black's time does not run while the teacher comes");
  assert.equal(await page.locator('.clock.running').count(), 0);
  assert.ok(await action(page, 'undo').isDisabled());
  // Neither resigning nor a draw offer while the teacher comes: the
  // teacher decides.
  assert.equal(await action(page, 'resign').count(), 0);
  assert.equal(await action(page, 'offer-draw').count(), 0);
  await action(page, 'new-game').click();
  await page.locator('[data-pin="pin"]').waitFor();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'the game is still there');
  await page.locator('[data-pin="pin"]').fill('7777');
  await action(page, 'unlock').click();
  // The panel opens on the call: who, and each illegal move that counted.
  const called = page.locator('[data-called="black"]');
  await called.waitFor();
  assert.equal(await called.locator('[data-attempt]').count(), 2);
  // Each with the time it happened, for the teacher who walks over later.
  assert.match(await called.locator('[data-attempt]').first().innerText(), /^\d\d:\d\d · Move 1: pawn e7 to e4/);
  // Every decision is in the call, not after the settings; once in the panel.
  for (const decision of ['teacher-continue', 'recommend-draw', 'adjudicate-draw', 'adjudicate-white', 'adjudicate-black']) {
    assert.equal(await called.locator(`[data-action="${decision}"]`).count(), 1, decision);
    assert.equal(await action(page, decision).count(), 1, `${decision} once`);
  }
  assert.deepEqual(await audit(page), [], 'the call');
  for (const [width, height] of [[1280, 720], [800, 1280], [1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: SHOTS + `teacher-call-${width}x${height}.png` });
  }
  await action(page, 'teacher-continue').click();
  await page.locator('[data-clock="black"].running').waitFor();
  await context.close();
});

test('after the game ends, a tap or a drag on a piece says the game is over', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'f2', 'f3');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g2', 'g4');
  await tapMove(page, 'd8', 'h4');
  await page.locator('[data-reason="checkmate"]').waitFor();
  const panel = page.locator('[data-explain]');
  await dragMove(page, 'e2', 'e4');
  assert.equal(await panel.getAttribute('data-explain'), 'game-over');
  assert.match(await panel.innerText(), /The game is over\. Checkmate! Black wins\. Press .New game. to play again\./);
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  await page.locator('[data-action="how-it-moves"]').focus();
  await square(page, 'h4').click();
  await settled(page);
  assert.equal(await panel.getAttribute('data-explain'), 'game-over');
  await context.close();
});

test('a new game in the middle of a game asks first, and no keeps the game', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await action(page, 'new-game').click();
  const dialog = page.locator('[role="dialog"]');
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /¿Empezar una partida nueva\?/);
  await page.keyboard.press('Escape');
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'Escape keeps the game');
  await action(page, 'new-game').click();
  await action(page, 'cancel-confirm').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'no keeps the game');
  await action(page, 'new-game').click();
  await action(page, 'confirm').click();
  assert.equal(await pieceOn(page, 'e4'), null);
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  await context.close();
});

test('an adjudication played on: three illegal moves by the side ahead make it a draw', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await openTeacher(page, '9999');
  await page.locator('[data-setting="play-on-limit"]').selectOption('3');
  await action(page, 'play-on-white').click();
  await page.locator('[data-adjudicating="white"]').waitFor();
  for (let n = 1; n <= 3; n++) {
    await tapMove(page, 'g1', 'g4');
  }
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'draw');
  assert.equal(await result.getAttribute('data-reason'), 'adjudication');
  assert.match(await page.locator('.score-result').innerText(), /½–½.*play on a little.*White was winning/s);
  await action(page, 'game-record').click();
  const record = await page.locator('[data-pgn="export"]').inputValue();
  assert.match(record, /\[Termination "adjudication"\]/);
  assert.match(record, /\{The\s+teacher\s+let\s+you\s+play\s+on\s+a\s+little:\s+White\s+was\s+winning,\s+but\s+made\s+too\s+many\s+illegal\s+moves\.\s+It's\s+a\s+draw\.\}\s+1\/2-1\/2/);
  await context.close();
});

test('blitz: a wrong placement taken back before pressing the clock costs nothing; a pressed one is claimed and loses', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '3131');
  await page.locator('[data-policy="fide-2009"]').check();
  await page.locator('[data-setting="clock"]').selectOption({ index: 3 }); // 5 + 0: blitz
  await saveSettings(page);
  await action(page, 'new-game').click();
  // The knight put on a wrong square stands there, unexplained, until the press.
  await tapMove(page, 'g1', 'g3');
  assert.equal(await pieceOn(page, 'g3'), 'wN');
  await page.locator('[data-action="press-clock"][data-side="white"]').waitFor();
  // Taken back before pressing: put on a right square, then the clock.
  await tapMove(page, 'g3', 'f3');
  await action(page, 'press-clock').click();
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal(await page.locator('[data-verdict]').count(), 0, 'it cost nothing');
  await page.locator('[data-clock="black"].running').waitFor();
  // Black puts the bishop through its own pawn and presses: completed.
  await tapMove(page, 'f8', 'b4');
  await action(page, 'press-clock').click();
  assert.equal(await pieceOn(page, 'b4'), 'bB', 'under the 2009 Laws it stands until claimed');
  await action(page, 'claim').click();
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'white-wins');
  assert.equal(await result.getAttribute('data-reason'), 'illegal-moves');
  // Only the teacher takes the arbiter's decision back; the game stops
  // for the teacher again, who lets it go on.
  assert.ok(await action(page, 'undo').isDisabled());
  await openTeacher(page, '3131');
  await action(page, 'teacher-take-back').click();
  await page.locator('[data-teacher-needed="black"]').waitFor();
  assert.equal(await page.locator('[data-outcome]').count(), 0);
  assert.equal(await page.locator('.clock.running').count(), 0, 'both clocks wait');
  await openTeacher(page, '3131');
  await action(page, 'teacher-continue').click();
  await page.locator('[data-clock="black"].running').waitFor();
  await context.close();
});

test('the teacher takes back a fallen flag: the clock waits until the teacher gives time', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url, (p) => p.clock.install());
  await openTeacher(page, '2468');
  await page.locator('[data-setting="clock"]').selectOption({ index: 3 }); // 5 + 0
  await saveSettings(page);
  await action(page, 'new-game').click();
  await tapMove(page, 'e2', 'e4');
  await page.clock.runFor(5 * 60 * 1000 + 1000);
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-reason'), 'flag');
  await openTeacher(page, '2468');
  await action(page, 'teacher-take-back').click();
  // The game goes on: the result leaves once the board has painted.
  await page.locator('[data-outcome]').waitFor({ state: 'detached' });
  // The panel stays open on the clock's controls: Black's time is up
  // until the teacher gives some.
  await page.locator('[data-action="clock-pause"]:focus').waitFor();
  await action(page, 'give-minutes-black').click();
  await action(page, 'clock-pause').click();
  await action(page, 'close-teacher').click();
  await page.locator('[data-clock="black"].running').waitFor();
  assert.match(await page.locator('[data-clock="black"] .clock-time').innerText(), /^[12]:\d\d$/);
  await tapMove(page, 'e7', 'e5');
  assert.equal(await pieceOn(page, 'e5'), 'bP');
  await context.close();
});

test('who resigns and who offers is asked, in Spanish and English; a mate is taken back only if both agree', async () => {
  // Spanish: after 1.e4 (Black to move) White resigns (FIDE 5.1.2).
  const es = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  let page = await openApp(es, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await action(page, 'resign').click();
  assert.equal(await page.locator('#confirm-title').innerText(), '¿Quién abandona?');
  assert.deepEqual(await audit(page), [], 'who resigns');
  await page.locator('[data-action="choose-side"][data-side="white"]').click();
  assert.match(await page.locator('#confirm-title').innerText(), /^Blancas: ¿seguro que quieres abandonar\?/);
  await action(page, 'confirm').click();
  assert.equal(await page.locator('[data-outcome]').getAttribute('data-outcome'), 'black-wins');
  await es.close();

  // English: White offers after moving (FIDE 9.1.2.1); Black answers.
  const en = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
  page = await openApp(en, app.server.url);
  await tapMove(page, 'f2', 'f3');
  await action(page, 'offer-draw').click();
  assert.equal(await page.locator('#confirm-title').innerText(), 'Who offers a draw?');
  await page.locator('[data-action="choose-side"][data-side="white"]').click();
  assert.match(await page.locator('.offer').innerText(), /White/);
  await action(page, 'decline-draw').click();
  // Fool's mate; the loser's one tap on "Take back" asks both players.
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g2', 'g4');
  await tapMove(page, 'd8', 'h4');
  await page.locator('[data-reason="checkmate"]').waitFor();
  await action(page, 'undo').click();
  assert.match(await page.locator('#confirm-title').innerText(), /Do both players agree/);
  await action(page, 'cancel-confirm').click();
  assert.equal(await page.locator('[data-reason="checkmate"]').count(), 1, 'no: the mate stands');
  await action(page, 'undo').click();
  await action(page, 'confirm').click();
  // Both agreed: the game goes on (the result leaves once the board has painted).
  await page.locator('[data-outcome]').waitFor({ state: 'detached' });
  await page.screenshot({ path: SHOTS + 'arbiter-take-back-agreed.png' });
  await en.close();
});

for (const [locale, lost] of [['es-ES', /Has tocado una pieza: en esta jugada ya no puedes reclamar tablas/], ['en-GB', /You touched a piece: on this move you can no longer claim a draw/]]) {
  test(`touch-move holds through a button, and a draw claim after a touch is refused (${locale})`, async () => {
    const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale });
    const page = await openApp(context, app.server.url);
    await openTeacher(page, '2468');
    await page.locator('[data-setting="touch-move"]').check();
    await saveSettings(page);
    await action(page, 'new-game').click();
    // The knights go out and back twice: the start a third time, a draw to claim.
    for (let i = 0; i < 2; i++) {
      for (const [from, to] of [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8']]) await tapMove(page, from, to);
    }
    await action(page, 'claim-draw').waitFor();
    // White touches the knight, offers a draw, then tries a pawn: the knight must move.
    await square(page, 'g1').click();
    await action(page, 'offer-draw').click();
    await page.locator('[data-action="choose-side"][data-side="white"]').click();
    await page.locator('.offer').waitFor();
    await square(page, 'e2').click();
    await settled(page);
    assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'touch-move');
    assert.notEqual(await square(page, 'g1').getAttribute('data-bound'), null, 'still bound');
    // Having touched it, no draw can be claimed on this move: refused, and why.
    await action(page, 'claim-draw').click();
    assert.match(await page.locator('[data-claim-lost]').innerText(), lost);
    assert.equal(await page.locator('[data-outcome]').count(), 0, 'the game goes on');
    assert.deepEqual(await audit(page), [], 'the claim refused');
    await page.screenshot({ path: SHOTS + `touch-move-claim-${locale}-800x1280.png` });
    await tapMove(page, 'g1', 'f3');
    assert.equal(await pieceOn(page, 'f3'), 'wN');
    assert.equal(await page.locator('[data-claim-lost]').count(), 0);
    await context.close();
  });
}
