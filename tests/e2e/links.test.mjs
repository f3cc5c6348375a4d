// A link (`?fen=`) over a game in progress asks first, needs the teacher's
// PIN when new games are locked, and keeps the game it replaces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, pieceOn, tapMove, square, audit } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();
const LINK = '?fen=' + encodeURIComponent('4k3/8/8/8/4R3/8/8/4K3 b - - 0 1');

test('a link over a game in progress asks, and the game it replaces is kept to open again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await page.goto(app.server.url + LINK);
  await square(page, 'e1').waitFor();
  // Asked first; the game is still there.
  await action(page, 'confirm').waitFor();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.match(await page.locator('#confirm-title').innerText(), /kept aside/);
  assert.deepEqual(await audit(page), [], "the link's question");
  await action(page, 'cancel-confirm').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'no: the game goes on');

  await page.goto(app.server.url + LINK);
  await action(page, 'confirm').click();
  assert.equal(await pieceOn(page, 'e4'), 'wR', "yes: the link's position");
  // The replaced game is among those kept aside, and opens again.
  await action(page, 'game-record').click();
  // The record's part may still be on its way (fetched when first opened).
  await page.locator('[data-pgn="export"]').waitFor();
  const kept = page.locator('[data-kept-game]');
  assert.equal(await kept.count(), 1);
  // Names are isolated (U+2068…U+2069) so a right-to-left name moves nothing.
  assert.equal((await kept.locator('span').innerText()).replace(/[\u2068\u2069]/g, ''), 'White – Black, 1 move');
  assert.deepEqual(await audit(page), [], 'the games kept aside');
  await page.screenshot({ path: SHOTS + 'links-kept-games.png' });
  await kept.locator('[data-action="open-kept"]').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  await context.close();
});

test('a link on a board locked by the teacher needs the PIN', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '1357');
  await page.locator('[data-setting="lock-new-game"]').check();
  await action(page, 'close-teacher').click();
  await page.goto(app.server.url + LINK);
  await square(page, 'e1').waitFor();
  const pin = page.locator('.dialog [data-pin="pin"], [role="dialog"] [data-pin="pin"]');
  await pin.waitFor();
  assert.match(await page.locator('#confirm-title').innerText(), /Only the teacher/);
  await pin.fill('0000');
  await action(page, 'confirm').click();
  await page.locator('[data-pin-error]').waitFor();
  assert.equal(await pieceOn(page, 'e4'), null, 'a wrong PIN opens nothing');
  assert.deepEqual(await audit(page), [], "the link's question with the PIN");
  await page.screenshot({ path: SHOTS + 'links-teacher-pin.png' });
  await pin.fill('1357');
  await action(page, 'confirm').click();
  await page.waitForFunction(() => document.querySelector('[data-square="e4"] [data-piece]')?.getAttribute('data-piece') === 'wR');
  await context.close();
});

test('a link opened in a second tab asks over the game in progress in the first, which then shows it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const first = await openApp(context, app.server.url);
  await tapMove(first, 'e2', 'e4');
  const second = await openApp(context, app.server.url + LINK);
  await action(second, 'confirm').click();
  assert.equal(await pieceOn(second, 'e4'), 'wR');
  // The first tab shows the link's game at once; the game it had is kept.
  await first.waitForFunction(() => document.querySelector('[data-square="e4"] [data-piece]')?.getAttribute('data-piece') === 'wR');
  await action(first, 'game-record').click();
  await first.locator('[data-pgn="export"]').waitFor();
  assert.equal(await first.locator('[data-kept-game]').count(), 1);
  await context.close();
});
