// Game records on the built site: the game exported in PGN, a record with a
// mistake explained with its place while the game goes on, a good one opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedApp, openApp, action, tapMove, pieceOn } from './support.mjs';

const app = servedApp();

test('export in PGN, a bad record explained, a good one opened', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'f2', 'f3');
  await tapMove(page, 'e7', 'e5');
  await action(page, 'game-record').click();
  const exported = await page.locator('[data-pgn="export"]').inputValue();
  assert.match(exported, /^\[Event "\?"\]/, "nobody named the event");
  assert.match(exported, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(exported, /\n1\. f3 e5 \*\n$/);
  await action(page, 'copy-pgn').click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), exported);

  await page.locator('[data-pgn="import"]').fill('[Event "Club"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Ke3 Nf6 *');
  await action(page, 'import-pgn').click();
  const problem = page.locator('[data-pgn-error]');
  await problem.waitFor();
  assert.equal(await problem.innerText(),
    'Move 3 of White, “Ke3” (line 4, column 4), cannot be played in that game. Your game goes on.');
  await page.keyboard.press('Escape');
  assert.equal(await pieceOn(page, 'f3'), 'wP', 'the game in progress is kept');
  assert.equal(await pieceOn(page, 'e5'), 'bP');

  await action(page, 'game-record').click();
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0');
  await action(page, 'import-pgn').click();
  // The game in progress would end: asked first.
  await action(page, 'confirm').click();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await page.locator('[data-outcome]').getAttribute('data-reason'), 'checkmate');
  assert.equal(await pieceOn(page, 'f7'), 'wQ');
  assert.equal(await page.locator('[role="dialog"]').count(), 0, 'the dialog closed');
  await page.reload();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await pieceOn(page, 'f7'), 'wQ', 'the opened game is saved like any other');
  await context.close();
});

test('a record in Spanish letters opens; a token that cannot be read is named', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'game-record').click();
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Cf3x Cc6 *');
  await action(page, 'import-pgn').click();
  const problem = page.locator('[data-pgn-error]');
  await problem.waitFor();
  assert.match(await problem.innerText(), /«Cf3x»/);
  await page.locator('[data-pgn="import"]').fill('1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 *');
  await action(page, 'import-pgn').click();
  await page.locator('.move-list [data-ply="6"]').waitFor();
  assert.equal(await pieceOn(page, 'c4'), 'wB');
  assert.equal(await pieceOn(page, 'c5'), 'bB');
  assert.equal(await page.locator('.move-list [data-ply="5"]').innerText(), 'Ac4');
  await context.close();
});
