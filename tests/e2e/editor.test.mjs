// The position editor on the built site: pieces placed from the palette,
// each problem named by shakmaty's verdict, then a link and "play from here".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedApp, openApp, action, pieceOn, square } from './support.mjs';

const app = servedApp();

async function put(page, code, sq) {
  await page.locator(`[data-palette="${code}"]`).click();
  await square(page, sq).click();
}

test('set up a position, see what is wrong, share it and play from it', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openApp(context, app.server.url);
  await action(page, 'editor').click();
  await action(page, 'editor-empty').click();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const problem = page.locator('[data-setup="error"]');
  assert.match(await problem.innerText(), /the board is empty/);

  await put(page, 'wK', 'e1');
  await put(page, 'bK', 'e8');
  await page.locator('[data-setup="ok"]').waitFor();
  await put(page, 'wP', 'a1');
  assert.match(await problem.innerText(), /a pawn stands on the first or last rank/);
  assert.equal(await action(page, 'play-from-here').isDisabled(), true);
  await put(page, 'eraser', 'a1');
  await put(page, 'wK', 'a1');
  assert.match(await problem.innerText(), /White or Black has more than one king/);
  await put(page, 'eraser', 'a1');
  await put(page, 'wR', 'e4');
  // Said to a teacher in words, naming the sides.
  assert.equal(await problem.innerText(),
    "Black is in check, but it is White's turn: that can't happen. Give the move to Black, or take the check away.");
  assert.equal(await page.locator('.editor-board [data-square="a1"] .coord').count(), 2, 'coordinates on the board');
  await page.locator('[data-turn-choice="black"]').check();
  await page.locator('[data-setup="ok"]').waitFor();

  await action(page, 'copy-link').click();
  const link = await page.locator('[data-link]').inputValue();
  assert.equal(link, `${app.server.url}?fen=4k3%2F8%2F8%2F8%2F4R3%2F8%2F8%2F4K3%20b%20-%20-%200%201`);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link, 'and it is on the clipboard');

  await action(page, 'play-from-here').click();
  assert.equal(await pieceOn(page, 'e4'), 'wR');
  assert.equal(await page.locator('[data-turn]').getAttribute('data-turn'), 'black');
  assert.match(await page.locator('[data-turn]').innerText(), /Check/);

  // The link opens the same position.
  const other = await openApp(context, link);
  assert.equal(await pieceOn(other, 'e4'), 'wR');
  await context.close();
});

test('on a 1280×800 laptop every editor button is on the screen', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'editor').click();
  for (const name of ['play-from-here', 'copy-link', 'editor-empty', 'editor-start', 'back-to-game']) {
    const box = await action(page, name).boundingBox();
    assert.ok(box && box.y + box.height <= 800 && box.x + box.width <= 1280, `${name}: ${JSON.stringify(box)}`);
  }
  await page.screenshot({ path: new URL('../../target/screens/editor-1280x800.png', import.meta.url).pathname });
  await context.close();
});
