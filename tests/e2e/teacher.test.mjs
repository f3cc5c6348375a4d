// The teacher's panel on the built site: PIN, rules for new games, and the
// arbiter ending a game; settings and PIN survive a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  servedApp, square, pieceOn, tapMove, openApp, action, openTeacher, saveSettings, audit, settled,
} from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

test('a teacher sets a PIN and FIDE today; two illegal moves lose; a wrong PIN changes nothing', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);

  await openTeacher(page, '4321');
  await page.locator('[data-policy="fide-today"]').check();
  await saveSettings(page);

  // The PIN and the settings survive a reload; a wrong PIN opens nothing.
  await page.reload();
  await square(page, 'e2').waitFor();
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill('0000');
  await action(page, 'unlock').click();
  await page.locator('[data-pin-error]').waitFor();
  assert.equal(await page.locator('[data-policy]').count(), 0);
  await page.locator('[data-pin="pin"]').fill('4321');
  await action(page, 'unlock').click();
  assert.ok(await page.locator('[data-policy="fide-today"]').isChecked(), 'the choice was kept');
  await action(page, 'close-teacher').click();

  await action(page, 'new-game').click();
  await tapMove(page, 'e2', 'e5');
  assert.equal(await page.locator('[data-verdict]').getAttribute('data-verdict'), 'counted');
  await tapMove(page, 'b1', 'b4');
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'black-wins');
  assert.equal(await result.getAttribute('data-reason'), 'illegal-moves');
  await page.reload();
  await page.locator('[data-outcome]').waitFor();
  assert.equal(await page.locator('[data-outcome]').getAttribute('data-reason'), 'illegal-moves');
  // The mistakes after a reload too, in the teacher's panel, not on the end screen.
  assert.doesNotMatch(await page.locator('.result').innerText(), /wrong way to move/);
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill('4321');
  await action(page, 'unlock').click();
  assert.match(await page.locator('fieldset[data-mistakes]').innerText(), /White: 2 × wrong way to move/);
  await context.close();
});

test('the loss is a draw when the opponent has a lone king', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '1234');
  await page.locator('[data-policy="classic-blitz"]').check();
  await saveSettings(page);
  await page.goto(app.server.url + '?fen=' + encodeURIComponent('4k3/8/8/8/8/8/4P3/4K2R w K - 0 1'));
  await square(page, 'h1').waitFor();
  await tapMove(page, 'h1', 'a8');
  // Classic blitz: the illegal move stands until Black claims it.
  assert.equal(await pieceOn(page, 'a8'), 'wR');
  await action(page, 'claim').click();
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'draw');
  assert.equal(await result.getAttribute('data-reason'), 'illegal-moves-no-mate');
  await context.close();
});

test('FIDE today, 5+0 clock, claim mode: two claimed illegal moves lose', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '9876');
  await page.locator('[data-policy="fide-today"]').check();
  await page.locator('[data-setting="clock"]').selectOption({ index: 3 });
  await page.locator('[data-setting="claim-mode"]').check();
  await saveSettings(page);
  await action(page, 'new-game').click();
  assert.equal(await page.locator('[data-clock="white"]').innerText(), '5:00');
  await tapMove(page, 'e2', 'e4');
  // With a clock, a FIDE move is complete when its player presses the clock.
  await action(page, 'press-clock').click();
  // Black's knight moves like a rook: on a real board that can happen.
  await tapMove(page, 'b8', 'b6');
  await action(page, 'press-clock').click();
  assert.equal(await pieceOn(page, 'b6'), 'bN', 'the illegal move stands until claimed');
  await action(page, 'claim').click();
  assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'wrong-pattern');
  assert.equal(await pieceOn(page, 'b8'), 'bN', 'a correct claim restores the position');
  assert.equal(await page.locator('[data-verdict]').getAttribute('data-verdict'), 'penalty');
  assert.match(await page.locator('[data-clock="white"]').innerText(), /^(6:00|5:59)$/);
  // The knight is the piece to move now (7.5.1 with 4.3): not the rook.
  await square(page, 'a8').click();
  await settled(page);
  assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'touch-move');
  // It moves like a rook again: the second claimed illegal move loses.
  await tapMove(page, 'b8', 'b5');
  await action(page, 'press-clock').click();
  await action(page, 'claim').click();
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'white-wins');
  assert.equal(await result.getAttribute('data-reason'), 'illegal-moves');
  await context.close();
});

test('a flag falls when the time is up, even after the tablet slept', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url, (p) => p.clock.install());
  await openTeacher(page, '5555');
  await page.locator('[data-setting="clock"]').selectOption({ index: 4 }); // 3 + 2
  await saveSettings(page);
  await action(page, 'new-game').click();
  await tapMove(page, 'e2', 'e4');
  await page.clock.fastForward('03:05');
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'white-wins');
  assert.equal(await result.getAttribute('data-reason'), 'flag');
  assert.equal(await page.locator('[data-clock="black"]').innerText(), '0:00');
  await context.close();
});

test('wrong PINs make the next try wait, even after a reload', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2580');
  await action(page, 'close-teacher').click();
  await action(page, 'teacher').click();
  for (let n = 0; n < 3; n++) {
    await page.locator('[data-pin="pin"]').fill('1111');
    await action(page, 'unlock').click();
    await page.locator('[data-pin-error]').waitFor();
  }
  await page.reload();
  await square(page, 'e2').waitFor();
  await action(page, 'teacher').click();
  await page.locator('[data-pin="pin"]').fill('2580');
  await action(page, 'unlock').click();
  assert.match(await page.locator('[data-pin-error]').innerText(), /Wait \d+ s/);
  assert.equal(await page.locator('[data-policy]').count(), 0, 'not even the right PIN, yet');
  await context.close();
});

test('the teacher recommends a draw the players accept', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await openTeacher(page, '1212');
  // On a tournament day the panel is opened for the tournament: it comes first.
  assert.equal(await page.locator('.teacher fieldset').first().locator('[data-action="tournament"]').count(), 1);
  await action(page, 'recommend-draw').click();
  const result = page.locator('[data-outcome]');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-outcome'), 'draw');
  assert.equal(await result.getAttribute('data-reason'), 'draw-recommended');
  assert.match(await page.locator('.result').innerText(), /as the teacher recommended/);
  assert.equal(await action(page, 'undo').isDisabled(), true, 'no pupil takes it back');
  await context.close();
});

test('claim mode: a draw is claimed with the move that repeats the position (es), or told why not (en)', async () => {
  for (const locale of ['es-ES', 'en-GB']) {
    const context = await app.browser.newContext({ locale });
    const page = await openApp(context, app.server.url);
    await openTeacher(page, '2468');
    await page.locator('[data-setting="claim-mode"]').check();
    await saveSettings(page);
    await action(page, 'new-game').click();
    for (const [from, to] of [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1']]) {
      await tapMove(page, from, to);
    }
    assert.equal(await page.locator('[data-action="claim-draw"]').count(), 0, 'nothing to claim yet');
    await action(page, 'claim-draw-with-move').click();
    assert.equal(await action(page, 'claim-draw-with-move').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'declaring-draw');
    if (locale === 'es-ES') {
      assert.match(await page.locator('[data-explain]').innerText(), /Ahora haz tu jugada/);
      await tapMove(page, 'f6', 'g8');
      const result = page.locator('[data-outcome]');
      await result.waitFor();
      assert.equal(await result.getAttribute('data-outcome'), 'draw');
      assert.equal(await result.getAttribute('data-reason'), 'threefold');
    } else {
      await tapMove(page, 'b8', 'c6');
      assert.equal(await page.locator('[data-explain]').getAttribute('data-explain'), 'wrong-draw-claim');
      assert.match(await page.locator('[data-explain]').innerText(), /Not a draw: this position has come once/);
      assert.equal(await pieceOn(page, 'c6'), 'bN', 'the declared move stays');
      assert.equal(await page.locator('[data-outcome]').count(), 0);
    }
    await context.close();
  }
});

test('the first visit says who chooses the PIN and shows the code large; pupil mode hides the teacher, held corner brings the teacher back (es)', async () => {
  for (const [width, height] of [[800, 1280], [1920, 1080]]) {
    const context = await app.browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
    const page = await openApp(context, app.server.url);
    await action(page, 'teacher').click();
    assert.match(await page.locator('[data-first-pin]').innerText(), /Esto es para el profesor/);
    assert.deepEqual(await audit(page), [], 'the first PIN');
    await page.screenshot({ path: `${SHOTS}first-pin-${width}x${height}.png` });
    await page.locator('[data-pin="pin"]').fill('2468');
    await page.locator('[data-pin="again"]').fill('2468');
    await action(page, 'set-pin').click();
    const code = page.locator('[data-recovery-code]');
    assert.equal(await code.innerText(), await code.getAttribute('data-recovery-code'), 'the code on its own');
    const size = await code.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(size >= 32, `the code large: ${size}px`);
    assert.ok(await code.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), 'never cut');
    await page.screenshot({ path: `${SHOTS}recovery-code-${width}x${height}.png` });
    await action(page, 'recovery-noted').click();
    await page.locator('[data-setting="pupil-mode"]').check();
    await action(page, 'close-teacher').click();
    for (const hidden of ['teacher', 'editor', 'projection', 'game-record']) {
      assert.equal(await action(page, hidden).count(), 0, `${hidden} hidden`);
    }
    for (const shown of ['lessons', 'play-computer', 'new-game']) {
      assert.ok(await action(page, shown).isVisible(), `${shown} shown`);
    }
    const corner = action(page, 'teacher-corner');
    const box = await corner.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, 'a 44 px target');
    assert.ok(box.x + box.width > width - 200 && box.y < 200, 'in the top right corner');
    assert.deepEqual(await audit(page), [], 'the board in pupil mode');
    await page.screenshot({ path: `${SHOTS}pupil-mode-${width}x${height}.png` });
    // A tap opens nothing but says to hold it; held for two seconds, the
    // PIN is asked.
    await corner.click();
    const hint = page.locator('[data-corner-hint]', { hasText: 'Panel del profesor: mantén pulsado dos segundos' });
    await hint.waitFor();
    const said = await hint.boundingBox();
    assert.ok(said.x >= 0 && said.x + said.width <= width && said.y + said.height <= height, `the hint in view at ${width}×${height}`);
    await page.waitForTimeout(2300);
    assert.equal(await page.locator('[data-pin="pin"]').count(), 0, 'a tap opens nothing');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.locator('[data-pin="pin"]').waitFor({ timeout: 4000 });
    await page.mouse.up();
    await page.locator('[data-pin="pin"]').fill('2468');
    await action(page, 'unlock').click();
    assert.ok(await page.locator('[data-setting="pupil-mode"]').isChecked(), 'kept');
    // A reload keeps pupil mode: the pupils cannot leave it.
    await action(page, 'close-teacher').click();
    await page.reload();
    await action(page, 'teacher-corner').waitFor();
    assert.equal(await action(page, 'teacher').count(), 0);
    await context.close();
  }
});

test('closing the panel with the rules chosen and not saved asks first, in Spanish and English', async () => {
  const cases = [
    { locale: 'es-ES', question: /Has cambiado las reglas de las partidas nuevas, pero no las has guardado/, unsaved: /Aún sin guardar/ },
    { locale: 'en-GB', question: /You changed the rules for new games but did not save them/, unsaved: /Not saved yet/ },
  ];
  for (const { locale, question, unsaved } of cases) {
    const context = await app.browser.newContext({ locale, viewport: { width: 800, height: 1280 } });
    const page = await openApp(context, app.server.url);
    const reopen = async () => {
      await action(page, 'teacher').click();
      await page.locator('[data-pin="pin"]').fill('1357');
      await action(page, 'unlock').click();
      await page.locator('[data-policy]').first().waitFor();
    };
    const chosen = async () => [await page.locator('[data-policy]:checked').getAttribute('data-policy'),
      await page.locator('[data-setting="touch-move"]').isChecked()];
    await openTeacher(page, '1357');
    assert.deepEqual(await chosen(), ['practice', false], locale);
    await page.locator('[data-policy="school"]').check();
    await page.locator('[data-setting="touch-move"]').check();
    assert.match(await page.locator('[data-rules-unsaved]').innerText(), unsaved);

    // Closing asks, in sight, and the choice stays while it does.
    await action(page, 'close-teacher').click();
    const asked = page.locator('[data-unsaved-question]');
    await asked.waitFor();
    assert.match(await asked.innerText(), question);
    const box = await asked.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 1280, `${locale}: the question is in view (${JSON.stringify(box)})`);
    assert.equal(await page.locator('[data-action="save-and-close"]').evaluate((b) => b === document.activeElement), true,
      'the first answer has the focus');
    await action(page, 'keep-editing').click();
    await asked.waitFor({ state: 'detached' });
    assert.deepEqual(await chosen(), ['school', true], `${locale}: back to the rules as chosen`);

    // Escape asks too; closing without saving leaves the rules saved before.
    await page.keyboard.press('Escape');
    await asked.waitFor();
    await action(page, 'close-without-saving').click();
    await page.locator('[data-policy]').first().waitFor({ state: 'detached' });
    await reopen();
    assert.deepEqual(await chosen(), ['practice', false], `${locale}: nothing saved`);

    // Saving from the question keeps them, and the next game has them.
    await page.locator('[data-policy="school"]').check();
    await page.locator('[data-setting="touch-move"]').check();
    await action(page, 'close-teacher').click();
    await action(page, 'save-and-close').click();
    await page.locator('[data-policy]').first().waitFor({ state: 'detached' });
    await action(page, 'new-game').click();
    await page.locator('[data-rules="school"]').waitFor();
    await reopen();
    assert.deepEqual(await chosen(), ['school', true], `${locale}: saved`);
    assert.equal(await page.locator('[data-rules-unsaved]').count(), 0, 'nothing unsaved');
    // Nothing changed: closing asks nothing.
    await action(page, 'close-teacher').click();
    await page.locator('[data-policy]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}teacher-rules-saved-${locale}.png` });
    await context.close();
  }
});

test('in pupil mode a tap on the corner says to hold it (en)', async () => {
  const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 600, height: 960 } });
  const page = await openApp(context, app.server.url);
  await openTeacher(page, '2468');
  await page.locator('[data-setting="pupil-mode"]').check();
  await action(page, 'close-teacher').click();
  await action(page, 'teacher-corner').click();
  await page.locator('[data-corner-hint]', { hasText: "Teacher's panel: hold for two seconds" }).waitFor();
  assert.equal(await page.locator('[data-pin="pin"]').count(), 0, 'a tap opens nothing');
  await page.screenshot({ path: `${SHOTS}pupil-mode-corner-hint-600x960.png` });
  await context.close();
});
