// Every child: a whole game by keyboard alone, dialogs that keep the focus,
// what a screen reader hears, read aloud, and an automated accessibility audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedApp, openApp, openTeacher, action, chooseLanguage, tapMove, pieceOn, audit } from './support.mjs';

const app = servedApp();

const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el?.dataset.square ?? el?.dataset.action ?? el?.dataset.promote ?? el?.tagName;
});

/** Presses Tab until a square of the board has the focus. */
async function tabToBoard(page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (/^[a-h][1-8]$/.test(await focused(page))) return;
  }
  assert.fail('Tab never reached the board');
}

/** Walks the focus ring from where it is to `to` with arrow keys (White's view). */
async function walkTo(page, to) {
  const at = await focused(page);
  const files = to.charCodeAt(0) - at.charCodeAt(0);
  const ranks = Number(to[1]) - Number(at[1]);
  for (let i = 0; i < Math.abs(files); i++) await page.keyboard.press(files > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ranks); i++) await page.keyboard.press(ranks > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await focused(page), to);
}

/** A move by keyboard: walk to the piece, Enter, walk to the target, Space. */
async function keyMove(page, from, to) {
  await walkTo(page, from);
  await page.keyboard.press('Enter');
  await walkTo(page, to);
  await page.keyboard.press(' ');
}

test('a whole game to checkmate with the keyboard alone, announced to screen readers', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tabToBoard(page);
  await keyMove(page, 'f2', 'f3');
  // Announced once the board has painted the move.
  const said = page.locator('[data-announce]', { hasText: /./ });
  await said.waitFor({ state: 'attached' });
  assert.equal(await said.innerText(), 'White pawn from f2 to f3.');
  await keyMove(page, 'e7', 'e5');
  // Escape lets go of a picked-up piece.
  await walkTo(page, 'b1');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-square="b1"]').getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-square="b1"]').getAttribute('aria-selected'), 'false');
  await keyMove(page, 'g2', 'g4');
  await keyMove(page, 'd8', 'h4');
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-reason'), 'checkmate');
  assert.equal(await page.locator('[data-announce]').innerText(), 'Black queen from d8 to h4.');
  assert.equal(await page.locator('[data-square="h4"]').getAttribute('aria-label'), 'h4, black queen');
  // A long press (the context menu) on the board opens no browser menu.
  const menuPrevented = await page.locator('[data-square="e4"]').evaluate((el) => {
    const ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    el.dispatchEvent(ev);
    return ev.defaultPrevented;
  });
  assert.equal(menuPrevented, true);
  await context.close();
});

test('a tap brings the focus to the board, without a ring, and the arrow keys go on from the square tapped', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  // A real press (pointer and mouse events), as a finger's or a mouse's.
  await page.locator('[data-square="g1"]').click();
  assert.equal(await focused(page), 'g1');
  const ringed = () => page.evaluate(() => document.activeElement.matches(':focus-visible'));
  assert.equal(await ringed(), false, 'a tap shows no focus ring');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(page), 'f3');
  assert.equal(await ringed(), true, 'the keys show where the focus is');
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  // A tap while the focus is on the board: the keys go on from it.
  await page.locator('[data-square="e7"]').click();
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(page), 'e6');
  await context.close();
});

test('dialogs keep the focus inside, close with Escape and give it back', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await action(page, 'teacher').focus();
  await page.keyboard.press('Enter');
  await page.locator('[role="dialog"]').waitFor();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    assert.ok(await page.evaluate(() => !!document.activeElement.closest('[role="dialog"]')), `${key} left the dialog`);
  }
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[role="dialog"]').count(), 0);
  assert.equal(await focused(page), 'teacher', 'the focus is back on the button that opened it');

  // The promotion picker by keyboard: choose a knight.
  await page.goto(app.server.url + '?fen=8/4P3/8/8/8/8/k7/4K3%20w%20-%20-%200%201');
  await page.locator('[data-square="e1"]').waitFor();
  await tabToBoard(page);
  await keyMove(page, 'e7', 'e8');
  await page.locator('[data-promote]').first().waitFor();
  assert.equal(await focused(page), 'q', 'the picker has the focus');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  assert.equal(await focused(page), 'n');
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'e8'), 'wN');
  await context.close();
});

test('the position in words, on demand', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url + '?fen=4k3/8/8/8/8/8/8/R3K2R%20b%20KQ%20-%200%201');
  const text = page.locator('[data-description]');
  assert.equal(await text.isVisible(), false);
  await action(page, 'describe').click();
  assert.equal(await action(page, 'describe').getAttribute('aria-expanded'), 'true');
  assert.equal(await text.innerText(), 'Blancas: rey en e1; torres en a1 y h1. Negras: rey en e8. Juegan las negras.');
  await context.close();
});

test('with no voice in the browser, read aloud is not offered and nothing breaks', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url, (p) => p.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', {
      value: { getVoices: () => [], speak() {}, cancel() {}, onvoiceschanged: null },
    });
  }));
  await tapMove(page, 'b1', 'b3');
  await page.locator('[data-explain]').waitFor();
  assert.equal(await action(page, 'read-aloud').count(), 0);
  await context.close();
});

test('read aloud says the explanation in the current language, and can do it by itself', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  // A browser voice stands in for the real one, which headless Chromium lacks.
  const page = await openApp(context, app.server.url, (p) => p.addInitScript(() => {
    window.spoken = [];
    const synth = {
      voices: [],
      getVoices() { return this.voices; },
      speak(u) { window.spoken.push({ text: u.text, lang: u.lang }); },
      cancel() {},
      onvoiceschanged: null,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth });
    // Voices arrive late, as in real browsers.
    setTimeout(() => { synth.voices = [{ lang: 'es-ES', name: 'Prueba' }]; synth.onvoiceschanged?.(); }, 300);
  }));
  await tapMove(page, 'b1', 'b3');
  await action(page, 'read-aloud').click();
  let spoken = await page.evaluate(() => window.spoken);
  assert.equal(spoken.length, 1);
  assert.equal(spoken[0].lang, 'es');
  assert.match(spoken[0].text, /El caballo salta en forma de L/);

  await action(page, 'auto-read').click();
  await page.locator('[data-square="e7"]').click(); // a black piece on White's turn
  await page.waitForFunction(() => window.spoken.some((s) => /ahora juegan las blancas/.test(s.text)));
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  assert.equal(await action(page, 'auto-read').getAttribute('aria-pressed'), 'true', 'remembered');
  // English has no voice here: the button goes away.
  await chooseLanguage(page, 'en');
  assert.equal(await action(page, 'read-aloud').count(), 0);
  await context.close();
});

test('no serious accessibility violations on the main screens, in both themes', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  assert.deepEqual(await audit(page), [], 'start');
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'b1', 'b3');
  await action(page, 'describe').click();
  assert.deepEqual(await audit(page), [], 'explanation and description');
  await action(page, 'contrast').click();
  assert.deepEqual(await audit(page), [], 'high contrast');
  await action(page, 'teacher').click();
  await page.locator('[role="dialog"]').waitFor();
  assert.deepEqual(await audit(page), [], "teacher's panel");
  await page.keyboard.press('Escape');
  await page.locator('.move-list [data-ply="1"]').click();
  await page.locator('.replay-bar').waitFor();
  assert.deepEqual(await audit(page), [], 'an earlier move shown from the move list');
  await action(page, 'step-live').click();
  await page.goto(app.server.url + '?fen=8/4P3/8/8/8/8/k7/4K3%20w%20-%20-%200%201&lang=es');
  // Over the game in progress the link asks first (its question audited too).
  await action(page, 'confirm').waitFor();
  assert.deepEqual(await audit(page), [], "the link's question");
  await action(page, 'confirm').click();
  await tapMove(page, 'e7', 'e8');
  await page.locator('[data-promote]').first().waitFor();
  assert.deepEqual(await audit(page), [], 'promotion picker');
  await context.close();
});

test('no serious accessibility violations in the lessons, the editor, the record and projection', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'lessons').click();
  assert.deepEqual(await audit(page), [], 'lesson map');
  await page.locator('[data-stage="stalemate"]').click();
  await page.locator('[data-answer="0"]').click();
  assert.deepEqual(await audit(page), [], 'a question, answered wrongly');
  await page.locator('[data-answer="2"]').click();
  await page.locator('[data-lesson-result="solved"]').waitFor();
  assert.deepEqual(await audit(page), [], 'a question, then solved');
  await action(page, 'back-to-game').click();
  await action(page, 'editor').click();
  await action(page, 'editor-empty').click();
  assert.deepEqual(await audit(page), [], 'position editor');
  await action(page, 'back-to-game').click();
  await action(page, 'game-record').click();
  assert.deepEqual(await audit(page), [], 'game record');
  await page.keyboard.press('Escape');
  await action(page, 'projection').click();
  assert.deepEqual(await audit(page), [], 'projection');
  await action(page, 'leave-projection').click();
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"]').click();
  await action(page, 'project-lesson').click();
  await page.locator('.lesson-pens').waitFor();
  assert.deepEqual(await audit(page), [], 'a projected lesson with its pens');
  await context.close();
});

test('no serious accessibility violations with the players named and on the score sheet', async () => {
  const context = await app.browser.newContext({ locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await page.locator('[data-players]').waitFor();
  assert.deepEqual(await audit(page), [], "the teacher's names form");
  await page.locator('[data-setting="pupils-name-players"]').check();
  await action(page, 'close-teacher').click();
  await action(page, 'names').click();
  await page.locator('[data-field="white-name"]').fill('Ana');
  await page.locator('[data-field="black-name"]').fill('Luis');
  assert.deepEqual(await audit(page), [], "the pupils' names dialog");
  await action(page, 'save-names').click();
  await tapMove(page, 'e2', 'e4');
  assert.deepEqual(await audit(page), [], 'name plates beside the board');
  await action(page, 'game-record').click();
  await action(page, 'score-sheet').click();
  await page.locator('[data-score-sheet]').waitFor();
  assert.deepEqual(await audit(page), [], 'the score sheet');
  await context.close();
});

test('a Latin-American browser reads its own Spanish, and the list of languages offers each', async () => {
  const context = await app.browser.newContext({ locale: 'es-MX' });
  const page = await openApp(context, app.server.url);
  assert.equal(await page.getAttribute('html', 'lang'), 'es-419');
  await action(page, 'languages').click();
  const latin = page.locator('[data-lang="es-419"]');
  assert.equal(await latin.getAttribute('aria-pressed'), 'true');
  assert.equal(await latin.innerText(), 'Español (Latinoamérica)');
  assert.equal(await action(page, 'play-computer').innerText(), 'Jugar contra la computadora');
  // The list is named for screen readers, and every language is in it.
  assert.equal(await page.locator('nav.languages').getAttribute('aria-label'), 'Idioma');
  assert.deepEqual(
    await page.locator('nav.languages [data-lang]').evaluateAll((b) => b.map((e) => e.dataset.lang)),
    ['ca', 'en', 'es', 'es-419', 'pt'],
  );
  // Spain's Spanish, chosen by a tap, says «ordenador»; the choice is kept.
  await chooseLanguage(page, 'es');
  assert.equal(await action(page, 'play-computer').innerText(), 'Jugar contra el ordenador');
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  // ?lang=es-419 asks for it by name.
  await page.goto(app.server.url + '?lang=es-419');
  await page.locator('[data-square="e1"]').waitFor();
  assert.equal(await action(page, 'play-computer').innerText(), 'Jugar contra la computadora');
  assert.deepEqual(await audit(page), []);
  await context.close();
});
