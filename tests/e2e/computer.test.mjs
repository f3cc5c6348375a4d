// Playing the computer on the built site, with its real Web Worker: the
// choice (its data-* contract), the computer moving first as White, a tap
// while it thinks refused kindly, a reload while it thinks (it thinks
// again), the take-back offer after a blunder at level 1, the hint's arrow
// and sentence, the computer's promotion explained, and the page answering
// a tap on "Flip board" within 100 ms while level 8 thinks. Screens at
// tablet and projector sizes go to target/screens/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { servedApp, pieceOn, tapMove, square, action, audit, pliesListed, settled, openApp as open } from './support.mjs';

const app = servedApp();
const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

const openApp = (context, query = '') => open(context, app.server.url + query);
const board = (page) => page.locator('.board');
const explain = (page) => page.locator('[data-explain]').getAttribute('data-explain', { timeout: 5000 });

/** Opens the choice and starts a game at `level` with the pupil's `side`. */
async function playComputer(page, level, side, from) {
  await action(page, 'play-computer').click();
  await page.locator(`[data-level="${level}"]`).click();
  await page.locator(`[data-side="${side}"]`).click();
  if (from) await page.locator(`[data-from="${from}"]`).click();
  await action(page, 'start-computer-game').click();
}

/** Waits for the computer to think, then to have moved. */
async function computerMoved(page) {
  await page.locator('.board[data-thinking="true"]').waitFor({ timeout: 5000 }).catch(() => {});
  await page.locator('.board:not([data-thinking])').waitFor({ timeout: 10000 });
}

test('the choice, the computer moving first, a tap while it thinks, a reload while it thinks', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 800, height: 1280 } });
  const page = await openApp(context);
  await action(page, 'play-computer').click();
  // The choice is a part of its own (docs/speed.md): tapped before the page
  // has fetched it, it shows once fetched.
  await page.locator('[data-level="8"]').waitFor();
  assert.equal(await page.locator('[data-level]').count(), 8);
  for (let n = 1; n <= 8; n++) assert.equal(await page.locator(`[data-level="${n}"]`).count(), 1);
  assert.equal(await page.locator('[data-side="white"]').count(), 1);
  assert.equal(await page.locator('[data-side="black"]').count(), 1);
  // Nothing to start from here but the start.
  assert.equal(await page.locator('[data-from]').count(), 0);
  await page.locator('[data-level="2"]').click();
  await page.locator('[data-side="black"]').click();
  assert.equal(await page.locator('[data-level="2"]').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await audit(page), [], 'the choice is accessible');
  await page.screenshot({ path: `${SHOTS}computer-choice-tablet.png` });
  await action(page, 'start-computer-game').click();

  // The computer plays White: it thinks, then moves; the board turned.
  await board(page).and(page.locator('[data-thinking="true"]')).waitFor();
  assert.match(await page.locator('.board').getAttribute('class'), /flipped/);
  await square(page, 'e7').click();
  await settled(page);
  assert.equal(await explain(page), 'computer-turn', 'a tap while it thinks is answered kindly');
  assert.match(await page.locator('[data-explain]').innerText(), /computer's turn/);
  assert.match(await page.locator('[data-thinking-note]').innerText(), /Peoncito 2 is thinking/);
  await computerMoved(page);
  assert.equal(await pliesListed(page, 1), 1, 'the computer has made its first move');
  assert.match(await page.locator('.computer-bar').innerText(), /You play Black against Peoncito 2/);
  await page.screenshot({ path: `${SHOTS}computer-game-tablet.png` });

  // The pupil moves; the page is reloaded while the computer thinks: the
  // game, the level and the colour come back, and it thinks again.
  await tapMove(page, 'e7', 'e5');
  await board(page).and(page.locator('[data-thinking="true"]')).waitFor();
  await page.reload();
  await square(page, 'e1').waitFor();
  assert.equal(await page.locator('.computer-bar').getAttribute('data-computer'), '2');
  assert.equal(await pieceOn(page, 'e5'), 'bP');
  await computerMoved(page);
  assert.equal(await pliesListed(page, 3), 3, 'the computer moved after the reload');
  assert.deepEqual(await audit(page), []);
  await context.close();
});

test('level 1 offers to take back a blunder; the hint shows an arrow and says why', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1920, height: 1080 } });
  // White's bishop can be lost at once: Bc4-a6 walks into the pawn on b7.
  const page = await openApp(context, '?fen=r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R%20w%20KQkq%20-%204%204');
  await playComputer(page, 1, 'white', 'here');
  await action(page, 'hint').waitFor();
  await action(page, 'hint').click();
  const arrow = page.locator('[data-drawing="hint"]');
  await arrow.waitFor();
  assert.match(await explain(page), /^hint-/);
  const hintText = await page.locator('[data-explain]').innerText();
  assert.match(hintText, /[a-h][1-8]/, hintText);
  await page.screenshot({ path: `${SHOTS}computer-hint-projector.png` });

  await tapMove(page, 'c4', 'a6');
  await action(page, 'take-back').waitFor({ timeout: 10000 });
  assert.equal(await explain(page), 'take-back-offer');
  // The piece at risk named and marked, with what would capture it.
  assert.match(await page.locator('[data-explain]').innerText(), /capture your bishop on a6/);
  assert.equal(await square(page, 'a6').getAttribute('data-highlight'), 'piece');
  assert.equal(await square(page, 'b7').getAttribute('data-highlight'), 'attacker');
  assert.equal(await arrow.count(), 0, 'the hint is gone after the move');
  await page.screenshot({ path: `${SHOTS}computer-take-back-projector.png` });
  assert.deepEqual(await audit(page), []);
  await action(page, 'take-back').click();
  assert.equal(await pieceOn(page, 'c4'), 'wB', 'the bishop is back');
  assert.equal(await pieceOn(page, 'a6'), null);
  // Played again and kept: the computer answers.
  await tapMove(page, 'c4', 'a6');
  await action(page, 'keep-move').click();
  await computerMoved(page);
  assert.equal(await action(page, 'take-back').count(), 0);
  await context.close();
});

test("the computer's promotion is explained as its own", async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  // Black (the computer) promotes on a1 at once.
  const page = await openApp(context, '?fen=8/8/8/8/8/2k5/p7/4K3%20w%20-%20-%200%201');
  await playComputer(page, 4, 'white', 'here');
  await tapMove(page, 'e1', 'f2');
  await computerMoved(page);
  assert.equal(await pieceOn(page, 'a1'), 'bQ', await page.locator('.move-list').innerText() + ' / ' + await page.locator('body').innerText());
  assert.equal(await explain(page), 'promotion');
  assert.match(await page.locator('[data-explain]').innerText(), /The computer's pawn has reached the last row/);
  await context.close();
});

test('the page answers a tap on "Flip board" while level 8 thinks (in its worker)', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, '?fen=r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1%20w%20-%20-%200%208');
  await playComputer(page, 8, 'white', 'here');
  await tapMove(page, 'd1', 'e2');
  await board(page).and(page.locator('[data-thinking="true"]')).waitFor();
  // Clicked in the page, and looked at in the next frame: a search on the
  // page's own thread would hold the click until the computer had moved.
  await page.evaluate(async () => {
    const flip = document.querySelector('[data-action="flip"]');
    flip.click();
    await new Promise((done) => requestAnimationFrame(() => done()));
    if (flip.getAttribute('aria-pressed') !== 'true') throw new Error('not flipped');
  });
  assert.equal(await board(page).getAttribute('data-thinking'), 'true', 'still thinking when the flip answered');
  await computerMoved(page);
  await context.close();
});

test("a lesson's end position is played on against the computer", async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 800, height: 1280 } });
  const page = await openApp(context);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="king"]').click();
  await tapMove(page, 'e2', 'e3');
  await page.locator('[data-lesson-result="solved"]').waitFor();
  await action(page, 'lesson-play-computer').click();
  assert.equal(await page.locator('[data-from="here"]').getAttribute('aria-pressed'), 'true');
  await page.locator('[data-level="3"]').click();
  await action(page, 'start-computer-game').click();
  // The game screen, from the lesson's position: the computer (Black) moves.
  await computerMoved(page);
  assert.equal(await pieceOn(page, 'e3'), 'wK');
  assert.equal(await pliesListed(page, 1), 1);
  assert.equal(await page.locator('.computer-bar').getAttribute('data-computer'), '3');
  await context.close();
});

test('after a game against the computer: play again at the same level and side, or change level (es, tablet)', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES', viewport: { width: 800, height: 1280 } });
  const page = await openApp(context);
  await playComputer(page, 3, 'black');
  await computerMoved(page);
  assert.equal(await action(page, 'play-again').count(), 0, 'not while playing');
  await action(page, 'resign').click();
  await action(page, 'confirm').click();
  await action(page, 'play-again').waitFor();
  // The pupil, unnamed, is "you" against Peoncito; moves as a child counts them.
  assert.equal(await page.locator('[data-score-line]').innerText(), '\u2068Peoncito 3\u2069 1–0 \u2068Tú\u2069');
  assert.match(await page.locator('[data-well-done]').innerText(), /^¡Buena partida! Se ha(n)? jugado 1 jugadas?\.$/);
  assert.deepEqual(await audit(page), [], 'the end against the computer');
  await page.screenshot({ path: `${SHOTS}computer-play-again-800x1280.png` });
  await action(page, 'play-again').click();
  // The same: level 3 plays White and moves first, the board turned.
  await page.locator('.computer-bar[data-computer="3"]').waitFor();
  await computerMoved(page);
  assert.equal(await pliesListed(page, 1), 1, 'a new game, the computer has opened it');
  assert.match(await page.locator('.board').getAttribute('class'), /flipped/);
  await action(page, 'resign').click();
  await action(page, 'confirm').click();
  await action(page, 'change-level').click();
  assert.equal(await page.locator('[data-level="3"]').getAttribute('aria-pressed'), 'true', 'the last level chosen');
  assert.equal(await page.locator('[data-side="black"]').getAttribute('aria-pressed'), 'true', 'the last side chosen');
  await page.locator('[data-level="2"]').click();
  await page.locator('[data-side="white"]').click();
  await action(page, 'start-computer-game').click();
  await page.locator('.computer-bar[data-computer="2"]').waitFor();
  await tapMove(page, 'e2', 'e4');
  await computerMoved(page);
  assert.equal(await pliesListed(page, 2), 2, 'the computer answers the pupil');
  await context.close();
});

test('the computer from this position, after moves, asks nothing and keeps the game aside', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await openApp(context);
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await playComputer(page, 1, 'white', 'here');
  // Nothing is lost, so nothing "cannot be recovered" is asked.
  await page.locator('[data-computer="1"]').waitFor();
  assert.equal(await page.locator('[data-action="confirm"]').count(), 0);
  assert.equal(await pieceOn(page, 'e5'), 'bP', 'the game goes on from the position');
  // The two moves played before are kept aside, and open again.
  await action(page, 'game-record').click();
  await page.locator('[data-pgn="export"]').waitFor();
  const kept = page.locator('[data-kept-game]');
  assert.equal(await kept.count(), 1);
  // Two plies are one numbered move (1. e4 e5).
  assert.match(await kept.locator('span').innerText(), /, 1 move$/);
  await context.close();
});
