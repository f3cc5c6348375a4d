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
  assert.match(await unreadable.innerText(), /cannot read the teacher's PIN/);
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

/** Writes (or with null deletes) the record under `key` in IndexedDB. */
const putRecord = (page, key, text) => page.evaluate(([key, text]) => new Promise((done, failed) => {
  const open = indexedDB.open('peoncito');
  open.onsuccess = () => {
    const tx = open.result.transaction('records', 'readwrite');
    const records = tx.objectStore('records');
    if (text === null) records.delete(key); else records.put(text, key);
    tx.oncomplete = () => { open.result.close(); done(); };
    tx.onerror = failed;
  };
  open.onerror = failed;
}), [key, text]);

/** Chooses the first PIN; gives back the recovery code shown once. */
async function firstPin(page, pin) {
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill(pin);
  await page.locator('[data-pin="again"]').fill(pin);
  await action(page, 'set-pin').click();
  const code = await page.locator('[data-recovery-code]').getAttribute('data-recovery-code');
  await action(page, 'recovery-noted').click();
  await action(page, 'close-teacher').click();
  return code;
}

/** Nothing offers a new PIN, a wrong PIN opens nothing, the right one does. */
async function onlyThePinOpens(page, pin, why) {
  await action(page, 'teacher').click();
  await page.locator('.teacher form.pin, .teacher [data-lock-unreadable]').first().waitFor();
  assert.equal(await page.locator('[data-pin="again"]').count(), 0, `${why}: no new PIN offered`);
  assert.equal(await action(page, 'set-pin').count(), 0, why);
  await page.locator('[data-pin="pin"]').fill('1111');
  await action(page, 'unlock').click();
  await page.locator('[data-pin-error]').waitFor();
  assert.equal(await page.locator('[data-setting="class-mode"]').count(), 0, `${why}: a wrong PIN opens nothing`);
  await page.locator('[data-pin="pin"]').fill(pin);
  await action(page, 'unlock').click();
  await page.locator('[data-setting="class-mode"]').waitFor();
  await action(page, 'close-teacher').click();
}

// Patched in before the app loads: IndexedDB as a private window, a full
// disk or a broken profile leaves it, and as WebKit has hung.
const BROKEN_STORE = {
  throws: () => {
    IDBFactory.prototype.open = function () { throw new DOMException('broken', 'UnknownError'); };
  },
  fails: () => {
    IDBFactory.prototype.open = function () {
      const request = { error: new DOMException('broken', 'UnknownError'), result: undefined };
      let onerror = null;
      Object.defineProperty(request, 'onerror', {
        get: () => onerror,
        set: (f) => { onerror = f; setTimeout(() => onerror && onerror(new Event('error'))); },
      });
      return request;
    };
  },
  missing: () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
  hangs: () => {
    IDBFactory.prototype.open = function () { return {}; };
  },
};

test('IndexedDB that throws, fails, is missing or hangs never opens the panel to anyone: the copy of the lock holds it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const first = await openApp(context, app.server.url);
  const code = await firstPin(first, '2468');
  await recordsKept(first);
  await first.close();
  for (const [how, patch] of Object.entries(BROKEN_STORE)) {
    // The board shows, IndexedDB answering or not.
    const page = await openApp(context, app.server.url, (p) => p.addInitScript(patch));
    await onlyThePinOpens(page, '2468', how);
    await action(page, 'teacher').click();
    const why = page.locator('[data-lock-unreadable]');
    await why.waitFor();
    assert.match(await why.innerText(), /reads its copy/, how);
    if (how === 'hangs') {
      assert.match(await page.locator('body').innerText(), /not answering when asked to keep things/);
    }
    await action(page, 'close-teacher').click();
    await page.close();
  }
  // With neither the store nor a copy, on a device that kept things:
  // nothing opens, nothing is offered.
  const page = await openApp(context, app.server.url, (p) => p.addInitScript(BROKEN_STORE.throws));
  const copy = await page.evaluate(() => localStorage.getItem('peoncito.lock'));
  await page.evaluate(() => ['peoncito.lock', 'peoncito.settings'].forEach((key) => localStorage.removeItem(key)));
  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'teacher').click();
  await page.locator('[data-lock-unreadable]').waitFor();
  assert.equal(await page.locator('[data-pin]').count(), 0, 'nothing to type');
  assert.deepEqual(await audit(page), [], 'the gate that stays shut');
  // The recovery code in the copy opens it, IndexedDB failing.
  await page.evaluate((copy) => localStorage.setItem('peoncito.lock', copy), copy);
  await page.reload();
  await square(page, 'e1').waitFor();
  await action(page, 'teacher').click();
  await action(page, 'forgot-pin').click();
  await page.locator('[data-pin="recovery"]').fill(code);
  await action(page, 'recover').click();
  await page.locator('[data-pin="again"]').waitFor();
  await page.screenshot({ path: SHOTS + 'pin-store-fails.png' });
  await context.close();

  // A device that never kept anything, IndexedDB missing (a private
  // window): it never had a PIN, and one may be chosen.
  const fresh = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const privately = await openApp(fresh, app.server.url, (p) => p.addInitScript(BROKEN_STORE.missing));
  await firstPin(privately, '1357');
  await privately.reload();
  await square(privately, 'e1').waitFor();
  await onlyThePinOpens(privately, '1357', 'kept in localStorage');
  await fresh.close();
});

test('a lock record damaged five ways never offers a new PIN: the settings hold it, or only the recovery code opens', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  const code = await firstPin(page, '2468');
  await recordsKept(page);
  const lock = await stored(page, 'peoncito.lock');
  const damages = ['{}', '{"pin": null}', '{"recovery": null}', '{"pin":null,"recovery":null,"open":true}', 'not a lock'];
  for (const damaged of damages) {
    // The settings' copy of the PIN stands for it (and mends the lock).
    await putRecord(page, 'peoncito.lock', damaged);
    await reloadToGate(page);
    await action(page, 'close-teacher').click();
    await onlyThePinOpens(page, '2468', damaged);
    assert.equal(await stored(page, 'peoncito.lock'), lock, `${damaged}: mended from the settings`);
    // Without the settings: shut, nothing to type (no recovery code reads).
    await putRecord(page, 'peoncito.lock', damaged);
    await putRecord(page, 'peoncito.settings', null);
    await reloadToGate(page);
    await page.locator('[data-lock-unreadable]').waitFor();
    assert.equal(await page.locator('[data-pin]').count(), 0, `${damaged}: nothing opens`);
    assert.equal(await stored(page, 'peoncito.lock'), damaged, 'kept as it is, for the recovery code');
    await putRecord(page, 'peoncito.lock', lock);
    await page.reload();
    await square(page, 'e1').waitFor();
    await onlyThePinOpens(page, '2468', `${damaged}, then whole again`);
    await recordsKept(page);
  }
  // The PIN cut, the recovery code whole: it opens, and a new PIN is chosen.
  await putRecord(page, 'peoncito.lock', lock.replace('"pin":{', '"pin":{"cut":'));
  await putRecord(page, 'peoncito.settings', null);
  await reloadToGate(page);
  const why = page.locator('[data-lock-unreadable]');
  await why.waitFor();
  assert.match(await why.innerText(), /recovery code still opens it/);
  await page.locator('[data-pin="recovery"]').fill('WRONG-CODE');
  await action(page, 'recover').click();
  await page.locator('[data-pin-error]').waitFor();
  assert.equal(await page.locator('[data-pin="again"]').count(), 0, 'a wrong code opens nothing');
  await page.locator('[data-pin="recovery"]').fill(code);
  await action(page, 'recover').click();
  await page.locator('[data-pin="again"]').waitFor();
  await page.locator('[data-pin="pin"]').fill('1357');
  await page.locator('[data-pin="again"]').fill('1357');
  await action(page, 'set-pin').click();
  await action(page, 'recovery-noted').click();
  await page.locator('[data-setting="class-mode"]').waitFor();
  await action(page, 'close-teacher').click();
  await recordsKept(page);
  await page.reload();
  await square(page, 'e1').waitFor();
  await onlyThePinOpens(page, '1357', 'the new PIN, after a reload');
  await context.close();
});

test('a wrong PIN says so and how many tries are left before a wait (es, en)', async () => {
  const cases = [
    { locale: 'es-ES', said: ['Ese PIN no es correcto. Puedes probar 2 veces más ahora', 'Ese PIN no es correcto. Puedes probar una vez más ahora',
      'Ese PIN no es correcto. Espera 30 s antes de volver a probar.'] },
    { locale: 'en-GB', said: ['That PIN is not right. You can try 2 more times now', 'That PIN is not right. You can try once more now',
      'That PIN is not right. Wait 30 s before the next try.'] },
  ];
  for (const { locale, said } of cases) {
    const context = await app.browser.newContext({ locale });
    const page = await openApp(context, app.server.url);
    await openTeacher(page, '2468');
    await action(page, 'close-teacher').click();
    await action(page, 'teacher').click();
    for (const words of said) {
      await page.locator('[data-pin="pin"]').fill('1111');
      await action(page, 'unlock').click();
      await page.locator('[data-pin-error]', { hasText: words }).waitFor();
      const text = await page.locator('[data-pin-error]').innerText();
      assert.ok(!/Nothing was changed|No se ha cambiado nada/.test(text), `${locale}: ${text}`);
    }
    await context.close();
  }
});
