// The class screen on the built site, behind the PIN, in the teacher's
// wasm: a class typed in, each pupil with a picture; the class's file
// saved on one device and merged on another (again: nothing new; a
// damaged file refused, nothing changed); a class deleted with its pupils.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, audit } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

async function openClass(page) {
  await openTeacher(page, '2468');
  await action(page, 'class').click();
  await page.locator('.class-screen').waitFor();
}

/** Saves the class's file; resolves to its path. */
async function exportClass(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), action(page, 'export-class').click()]);
  const path = SHOTS + name;
  await download.saveAs(path);
  return path;
}

test('a class typed in, shared as a file and merged on another device (es)', async () => {
  const teacher = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const page = await openApp(teacher, app.server.url);
  await openClass(page);
  await page.locator('[data-field="class-name"]').fill('3.º B');
  await page.locator('[data-field="class-list"]').fill('Ana\nLuis; grupo 2\nMarta\nana');
  // Two pupils with the same name are told apart before saving, as in a tournament.
  assert.match(await page.locator('.class-screen .list-problems').innerText(), /Línea 4: el mismo nombre que en la línea 1/);
  await page.locator('[data-field="class-list"]').fill('Ana\nLuis; grupo 2\nMarta');
  await action(page, 'save-class').click();
  await page.locator('.class-grid tr[data-pupil="Marta"]').waitFor();
  assert.deepEqual(await page.locator('.class-grid tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.pupil)),
    ['Ana', 'Luis', 'Marta']);
  // A picture each, all different; every lesson's stars, none yet.
  const pictures = await page.locator('.class-grid tbody .pupil-picture').evaluateAll((p) => p.map((e) => e.dataset.picture));
  assert.equal(new Set(pictures).size, 3, pictures.join());
  const stages = await page.locator('.class-grid tr[data-pupil="Ana"] td[data-stage]').count();
  assert.ok(stages >= 20, `${stages} lessons`);
  assert.equal(await page.locator('.class-grid td[data-stars="0"]').count(), 3 * stages);
  assert.equal(await page.locator('[data-teach]').count(), 0, 'nothing to teach yet');
  assert.deepEqual(await audit(page), [], 'the class screen');
  await page.screenshot({ path: SHOTS + 'class-800x1280.png', fullPage: true });
  // Kept on the device: after a reload it is there.
  await page.reload();
  await square(page);
  await openClass(page);
  await page.locator('.class-grid tr[data-pupil="Luis"]').waitFor();
  assert.equal(await page.locator('[data-field="class-list"]').inputValue(), 'Ana\nLuis; grupo 2\nMarta');
  const file = await exportClass(page, 'class-3B.json');

  // Another device merges the file: once with everything new, again with nothing.
  const tablet = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const other = await openApp(tablet, app.server.url);
  await openClass(other);
  await other.locator('[data-action="import-class"]').setInputFiles(file);
  await other.locator('[data-merged]').waitFor();
  assert.match(await other.locator('[data-merged]').innerText(), /3 alumnos/);
  await other.locator('.class-grid tr[data-pupil="Marta"]').waitFor();
  await other.locator('[data-action="import-class"]').setInputFiles(file);
  await other.locator('[data-merged]', { hasText: 'nada nuevo' }).waitFor();
  assert.equal(await other.locator('.class-grid tbody tr').count(), 3);
  // A damaged file changes nothing and says why.
  const damaged = SHOTS + 'class-damaged.json';
  writeFileSync(damaged, readFileSync(file, 'utf8').replace('"picture":', '"painting":'));
  await other.locator('[data-action="import-class"]').setInputFiles(damaged);
  await other.locator('.class-screen .news', { hasText: 'dañado' }).waitFor();
  assert.equal(await other.locator('.class-grid tbody tr').count(), 3);
  // The class deleted, with its pupils.
  await action(other, 'delete-class').click();
  await action(other, 'confirm-delete-class').click();
  await other.locator('.class-grid').waitFor({ state: 'detached' });
  await other.reload();
  await square(other);
  await openClass(other);
  assert.equal(await other.locator('[data-class]').count(), 0);
  await teacher.close();
  await tablet.close();
});

/** Waits for the board after a reload. */
async function square(page) {
  await page.locator('[data-square="e1"]').waitFor();
}
