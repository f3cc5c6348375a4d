// The teacher's PIN is kept apart from the settings (in IndexedDB): damaged
// settings never open the panel without it, and of three tabs choosing the
// first PIN at the same moment only the PIN stored opens anything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, square, audit, stored, recordsKept } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

/** The settings record's text as stored. */
const storedSettings = (page) => stored(page, 'peoncito.settings');

/** Reloads and opens the teacher's button: resolves once the gate shows. */
async function reloadToGate(page) {
  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'teacher').click();
  await page.locator('.teacher form.pin, .teacher [data-lock-unreadable]').first().waitFor();
}

test('damaged settings never open the panel without the PIN; they are kept aside', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await page.locator('[data-setting="lock-new-game"]').check();
  await action(page, 'close-teacher').click();
  const whole = await storedSettings(page);
  const damages = [
    whole.slice(0, whole.length / 2),
    whole.slice(0, whole.indexOf('"pin"') + 10),
    '{broken',
    '',
    'null',
    whole.replaceAll('"', "'"),
  ];
  for (const damaged of damages) {
    await recordsKept(page);
    await page.evaluate((text) => localStorage.setItem('peoncito.settings', text), damaged);
    await reloadToGate(page);
    assert.equal(await page.locator('[data-pin="again"]').count(), 0, `no new PIN offered: ${damaged}`);
    assert.equal(await action(page, 'set-pin').count(), 0);
    await page.locator('[data-pin="pin"]').fill('1111');
    await action(page, 'unlock').click();
    await page.locator('[data-pin-error]').waitFor();
    assert.equal(await page.locator('[data-setting="class-mode"]').count(), 0, 'a wrong PIN opens nothing');
    await page.locator('[data-pin="pin"]').fill('2468');
    await action(page, 'unlock').click();
    await page.locator('[data-setting="class-mode"]').waitFor();
    await action(page, 'close-teacher').click();
  }
  const kept = JSON.parse(await stored(page, 'peoncito.settings.damaged'));
  assert.deepEqual(kept, damages, 'each damaged record kept aside');

  // Saved by a version that kept the PIN only in the settings: read where
  // it stands in damaged settings; where it cannot be read, nothing opens.
  const forgetLock = () => page.evaluate(() => new Promise((done, failed) => {
    const open = indexedDB.open('peoncito');
    open.onsuccess = () => {
      const tx = open.result.transaction('records', 'readwrite');
      tx.objectStore('records').delete('peoncito.lock');
      tx.oncomplete = () => { open.result.close(); done(); };
      tx.onerror = failed;
    };
    open.onerror = failed;
  }));
  await forgetLock();
  await recordsKept(page);
  await page.evaluate((text) => localStorage.setItem('peoncito.settings', text), whole.slice(0, whole.indexOf('"pin_guard"')));
  await reloadToGate(page);
  assert.equal(await page.locator('[data-pin="again"]').count(), 0, 'the PIN read from the damaged settings');
  await page.locator('[data-pin="pin"]').fill('2468');
  await action(page, 'unlock').click();
  await page.locator('[data-setting="class-mode"]').waitFor();
  await action(page, 'close-teacher').click();

  await forgetLock();
  await recordsKept(page);
  await page.evaluate((text) => localStorage.setItem('peoncito.settings', text), whole.slice(0, whole.indexOf('"pin"') + 12));
  await reloadToGate(page);
  const unreadable = page.locator('[data-lock-unreadable]');
  await unreadable.waitFor();
  assert.match(await unreadable.innerText(), /PIN cannot be read/);
  assert.equal(await page.locator('[data-pin]').count(), 0, 'nothing to type: nothing opens the panel');
  assert.deepEqual(await audit(page), [], 'the gate that stays shut');
  await page.screenshot({ path: SHOTS + 'pin-unreadable.png' });
  await context.close();
});

test('three tabs choosing the first PIN at the same moment: only the PIN stored opens anything', async () => {
  for (let run = 0; run < 4; run++) {
    const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
    const first = await openApp(context, app.server.url);
    const tabs = [first, await openApp(context, app.server.url), await openApp(context, app.server.url)];
    const pins = ['1111', '2222', '3333'];
    for (const [i, tab] of tabs.entries()) {
      await action(tab, 'teacher').click();
      await tab.locator('[data-pin="pin"]').fill(pins[i]);
      await tab.locator('[data-pin="again"]').fill(pins[i]);
    }
    await Promise.all(tabs.map((tab) => action(tab, 'set-pin').click()));
    const outcome = await Promise.all(tabs.map(async (tab) => {
      await tab.locator('[data-recovery-code], [data-pin-error]').first().waitFor();
      return (await tab.locator('[data-recovery-code]').count()) ? 'kept' : await tab.locator('[data-pin-error]').innerText();
    }));
    const winners = outcome.flatMap((o, i) => (o === 'kept' ? [i] : []));
    assert.equal(winners.length, 1, `run ${run}: ${outcome.join(' | ')}`);
    const winner = winners[0];
    for (const [i, tab] of tabs.entries()) {
      if (i === winner) continue;
      assert.match(outcome[i], /Another page on this device chose a PIN/);
      // Their own PIN opens nothing; the one stored does.
      await tab.locator('[data-pin="pin"]').fill(pins[i]);
      assert.equal(await tab.locator('[data-pin="again"]').count(), 0, 'the PIN is asked for, not offered');
      await action(tab, 'unlock').click();
      await tab.locator('[data-pin-error]', { hasText: 'not right' }).waitFor();
      assert.equal(await tab.locator('[data-setting="class-mode"]').count(), 0);
      await tab.locator('[data-pin="pin"]').fill(pins[winner]);
      await action(tab, 'unlock').click();
      await tab.locator('[data-setting="class-mode"]').waitFor();
    }
    // After a reload, only the winner's PIN opens.
    await first.reload();
    await square(first, 'e1').waitFor();
    await openTeacher(first, pins[winner]);
    await first.locator('[data-setting="class-mode"]').waitFor();
    await context.close();
  }
});
