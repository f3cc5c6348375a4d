// A device whose storage is full: a damaged tournament is never lost (it
// stays where it is until its copy can be kept aside, and the page says
// so), and wrong PINs are still counted across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, square, audit } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

/** Fills the page's storage to the last few characters. */
async function fillStorage(page) {
  await page.evaluate(() => {
    let i = 0;
    for (const size of [1 << 20, 1 << 14, 1 << 8, 8]) {
      const chunk = 'x'.repeat(size);
      try {
        for (;;) localStorage.setItem(`filler-${i++}`, chunk);
      } catch {
        // Full at this size: go on with smaller pieces.
      }
    }
  });
}

async function freeStorage(page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('filler-')) localStorage.removeItem(key);
    }
  });
}

const DAMAGED = JSON.stringify({ app: 'peoncito-tournament', version: 1, name: 'Liga', system: { kind: 'round-robin', double: false }, players: [{ name: 'Ana' }, { name: 'Bruno' }], rounds: Array(9).fill({ boards: [{ white: 1, black: 2 }] }) });

test('a damaged tournament on a full storage stays where it is until its copy is kept', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await action(page, 'close-teacher').click();
  // An earlier version's single damaged copy, and a tournament that
  // cannot be true (two players, nine rounds of a round robin).
  await page.evaluate((damaged) => {
    localStorage.setItem('peoncito.tournament.damaged', 'an older damaged copy');
    localStorage.setItem('peoncito.tournament', damaged);
  }, DAMAGED);
  await page.reload();
  await square(page, 'e1').waitFor();
  await fillStorage(page);
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  const problem = page.locator('.tournament [data-problem]');
  await problem.waitFor();
  assert.match(await problem.innerText(), /it has 9 rounds, but its players can only have 1.*no room to keep a copy aside, so it stays where it is/s);
  assert.deepEqual(await audit(page), [], 'the damaged tournament reported');
  await page.screenshot({ path: SHOTS + 'storage-damaged-full.png' });

  // Creating another saves nothing over it.
  await page.locator('[data-field="tournament-name"]').fill('New league');
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(page, 'create-tournament').click();
  await problem.waitFor();
  assert.match(await problem.innerText(), /stays where it is/);
  assert.equal(await page.evaluate(() => localStorage.getItem('peoncito.tournament')), DAMAGED);

  // With room again, the next change keeps the copy first, then saves.
  await freeStorage(page);
  await action(page, 'pair-round').click();
  await page.locator('[data-round="1"] tr[data-board="2"]').waitFor();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('peoncito.tournament.damaged')));
  assert.deepEqual(kept, ['an older damaged copy', DAMAGED]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('peoncito.tournament')));
  assert.equal(stored.name, 'New league');
  assert.equal(stored.rounds.length, 1);
  await context.close();
});

test('wrong PINs are counted on a full storage, across a reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2580');
  await action(page, 'close-teacher').click();
  await fillStorage(page);
  await action(page, 'teacher').click();
  for (let i = 0; i < 3; i++) {
    await page.locator('[data-pin="pin"]').fill('0000');
    await action(page, 'unlock').click();
    await page.locator('[data-pin-error]').waitFor();
  }
  await page.locator('[data-pin="pin"]').fill('2580');
  await action(page, 'unlock').click();
  assert.match(await page.locator('[data-pin-error]').innerText(), /Wait (\d+) s/);
  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill('2580');
  await action(page, 'unlock').click();
  const said = await page.locator('[data-pin-error]').innerText();
  const seconds = Number(said.match(/Wait (\d+) s/)?.[1]);
  assert.ok(seconds > 0 && seconds <= 30, `still waiting after the reload: ${said}`);
  assert.equal(await page.locator('[data-setting="lock-new-game"]').count(), 0, 'the panel stays shut');
  await context.close();
});
