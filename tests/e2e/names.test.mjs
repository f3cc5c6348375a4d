// The players' names on the built site: written by the teacher (or by the
// pupils when allowed), shown beside the board, on the end screen, in the
// record and the mistake log; and the score sheet printed to PDF.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, tapMove } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

const field = (page, name) => page.locator(`[data-field="${name}"]`);

/** Today as PGN writes it, by the browser's calendar. */
const today = (page) => page.evaluate(() => {
  const d = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
});

async function nameThePlayers(page, names) {
  for (const [name, value] of Object.entries(names)) {
    await field(page, name).fill(value);
  }
  await action(page, 'save-names').click();
}

test('the teacher names the players: board, end screen, record, mistake log', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  assert.equal(await page.locator('.name-plate').count(), 0, 'no plates while nobody is named');
  assert.equal(await action(page, 'names').count(), 0, 'pupils may not name players unless allowed');
  await tapMove(page, 'f2', 'f3');
  await openTeacher(page, '2468');
  await nameThePlayers(page, {
    'white-name': '  Ana   Ruiz ', 'black-name': 'Luis', event: 'Class 3B', site: 'Hill School',
  });
  await page.locator('[data-names-saved]').waitFor();
  await action(page, 'close-teacher').click();

  // Beside the board: Black at the top, White at the bottom, and the other
  // way round when the board is flipped.
  const plates = page.locator('.name-plate');
  await plates.nth(1).waitFor();
  assert.deepEqual(await plates.allInnerTexts(), ['Luis (Black)', 'Ana Ruiz (White)']);
  assert.equal(await plates.nth(0).getAttribute('data-player'), 'black');
  const board = await page.locator('.board').boundingBox();
  const top = await plates.nth(0).boundingBox();
  const bottom = await plates.nth(1).boundingBox();
  assert.ok(top.y + top.height <= board.y && bottom.y >= board.y + board.height, 'above and below the board');
  assert.ok(bottom.y + bottom.height <= 1080, 'the board shrinks to leave room for the names');
  await page.screenshot({ path: `${SHOTS}names-1080.png` });
  await action(page, 'flip').click();
  assert.deepEqual(await plates.allInnerTexts(), ['Ana Ruiz (White)', 'Luis (Black)']);
  await action(page, 'flip').click();
  // On the wall the names are read from the back row, and the board still fits.
  await action(page, 'projection').click();
  const size = await plates.nth(0).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 30, `the names are big on the wall: ${size}px`);
  const wall = await plates.nth(1).boundingBox();
  assert.ok(wall.y + wall.height <= 1080, 'both names and the board fit the wall');
  await page.screenshot({ path: `${SHOTS}names-projection-1080.png` });
  await action(page, 'leave-projection').click();

  // A refused move goes into the mistake log under the player's name.
  await tapMove(page, 'e7', 'e4');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g2', 'g4');
  await tapMove(page, 'd8', 'h4');
  await page.locator('[data-outcome]').waitFor();
  // The names isolated (U+2068…U+2069), so no name can turn the result around.
  assert.equal(await page.locator('[data-score-line]').innerText(), '\u2068Ana Ruiz\u2069 0–1 \u2068Luis\u2069');
  assert.match(await page.locator('.result [data-well-done]').innerText(), /^Good game! 2 moves played\.$/);
  assert.equal(await page.locator('.result [data-mistakes]').count(), 0, 'the mistakes are the teacher\'s');

  await page.reload();
  await page.locator('[data-outcome]').waitFor();
  assert.deepEqual(await plates.allInnerTexts(), ['Luis (Black)', 'Ana Ruiz (White)'], 'the names are saved with the game');
  await action(page, 'game-record').click();
  const pgn = await page.locator('[data-pgn="export"]').inputValue();
  const tags = '[Event "Class 3B"]\n[Site "Hill School"]\n' +
    `[Date "${await today(page)}"]\n[Round "-"]\n[White "Ana Ruiz"]\n[Black "Luis"]\n`;
  assert.ok(pgn.startsWith(tags), pgn);
  assert.match(pgn, /1\. f3 \{Luis \(Black\): illegal move \([^)]*\)\} e5/);
  await page.keyboard.press('Escape');

  // The next game keeps the event and the place, not the players.
  await action(page, 'new-game').click();
  await page.locator('.name-plate').first().waitFor({ state: 'detached' });
  await action(page, 'game-record').click();
  const next = await page.locator('[data-pgn="export"]').inputValue();
  assert.match(next, /^\[Event "Class 3B"\]\n\[Site "Hill School"\]\n/);
  assert.match(next, /\[White "\?"\]\n\[Black "\?"\]/);
  await context.close();
});

test('pupils name the players when the teacher allows it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await page.locator('[data-setting="pupils-name-players"]').check();
  await action(page, 'close-teacher').click();
  await action(page, 'names').click();
  await page.locator('[role="dialog"] [data-field="white-name"]').waitFor();
  await nameThePlayers(page, { 'white-name': 'Marta', 'black-name': 'Hugo' });
  assert.equal(await page.locator('[role="dialog"]').count(), 0, 'saving closes the dialog');
  await page.locator('.name-plate').nth(1).waitFor();
  assert.deepEqual(await page.locator('.name-plate').allInnerTexts(), ['Hugo (negras)', 'Marta (blancas)']);
  await page.screenshot({ path: `${SHOTS}names-tablet.png` });
  await context.close();
});

test('the score sheet prints on one A4 page with the names, the moves and the mistakes', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await nameThePlayers(page, {
    'white-name': 'Ana', 'black-name': 'Luis', event: 'Torneo escolar', site: 'CEIP Miguel Hernández',
  });
  await action(page, 'close-teacher').click();
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'g1', 'f3');
  await tapMove(page, 'b8', 'c6');
  await tapMove(page, 'f1', 'c4');
  await tapMove(page, 'e8', 'e6'); // refused: a king steps one square
  await tapMove(page, 'g8', 'f6');
  await tapMove(page, 'f3', 'g5');
  await tapMove(page, 'd7', 'd5');
  await action(page, 'game-record').click();
  await action(page, 'score-sheet').click();
  const sheet = page.locator('[data-score-sheet]');
  await sheet.waitFor();
  assert.equal(await sheet.locator('[data-sheet="white"]').innerText(), 'Ana');
  assert.equal(await sheet.locator('[data-sheet="event"]').innerText(), 'Torneo escolar');
  await page.screenshot({ path: `${SHOTS}score-sheet-screen.png`, fullPage: true });

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = `${SHOTS}score-sheet.pdf`;
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file]).toString();
  assert.match(info, /^Pages:\s+1$/m, 'one page');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  for (const wanted of ['Planilla de la partida', 'Torneo escolar', 'CEIP Miguel Hernández', 'Ana', 'Luis',
    'Cf3', 'Cc6', 'Ac4', 'La partida no ha terminado.', 'Errores en esta partida']) {
    assert.ok(text.includes(wanted), `the printed sheet says “${wanted}”:\n${text}`);
  }
  assert.ok(!text.includes('Imprimir') && !text.includes('Volver'), 'the buttons are not printed');
  assert.match(text, /Luis \(negras\) · /, 'the refused move is on the sheet under its player');
  // A picture of the page, to look at.
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, `${SHOTS}score-sheet-page`]);

  await action(page, 'back-to-game').click();
  await page.locator('.board').waitFor();
  await context.close();
});
