// The layout on each screen a school has: the board as large as the screen
// allows and fully visible, nothing on top of it, every control at least
// 44 px. Screenshots go to target/screens/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, action, tapMove } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
const SCREENS = [
  { name: 'tablet-portrait', width: 800, height: 1280, touch: true },
  { name: 'tablet-landscape', width: 1280, height: 800, touch: true },
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'projector-1080', width: 1920, height: 1080 },
  { name: 'projector-720', width: 1280, height: 720 },
];

const app = servedApp();
mkdirSync(SHOTS, { recursive: true });

/** What the page's layout looks like, measured in the page. */
const measure = (page) => page.evaluate(() => {
  const board = document.querySelector('.board').getBoundingClientRect();
  const box = (el) => el.getBoundingClientRect();
  const overlaps = (r) => r.left < board.right && r.right > board.left && r.top < board.bottom && r.bottom > board.top;
  const controls = [...document.querySelectorAll('button, [role="gridcell"]')]
    .filter((el) => el.offsetParent !== null)
    .map((el) => ({ what: el.dataset.action ?? el.dataset.square ?? el.dataset.lang ?? el.textContent, r: box(el) }));
  return {
    board: { left: board.left, top: board.top, right: board.right, bottom: board.bottom, size: board.width },
    small: controls.filter((c) => !c.what?.match?.(/^[a-h][1-8]$/) && (c.r.width < 44 || c.r.height < 44)).map((c) => c.what),
    covering: [...document.querySelectorAll('button')]
      .filter((el) => el.offsetParent !== null && !el.closest('.board') && overlaps(box(el)))
      .map((el) => el.dataset.action),
    // A button must look like one, not only be coloured like one.
    borderless: [...document.querySelectorAll('button')]
      .filter((el) => el.offsetParent !== null && parseFloat(getComputedStyle(el).borderTopWidth) < 1)
      .map((el) => el.dataset.action ?? el.dataset.lang),
    scrollsSideways: document.documentElement.scrollWidth > innerWidth,
  };
});

for (const screen of SCREENS) {
  test(`layout on ${screen.name} (${screen.width}×${screen.height})`, async () => {
    const context = await app.browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: !!screen.touch,
      isMobile: !!screen.touch && screen.width < 500,
      locale: 'es-ES',
    });
    const page = await openApp(context, app.server.url);
    await tapMove(page, 'e2', 'e4');
    await tapMove(page, 'e7', 'e5');
    await tapMove(page, 'b1', 'b3'); // refused: an explanation is shown
    await page.locator('[data-explain]').waitFor();
    const m = await measure(page);
    const shortSide = Math.min(screen.width, screen.height);
    assert.ok(m.board.left >= 0 && m.board.right <= screen.width, `board fits across: ${JSON.stringify(m.board)}`);
    assert.ok(m.board.top >= 0 && m.board.bottom <= screen.height, `board fits down: ${JSON.stringify(m.board)}`);
    assert.ok(m.board.size >= 0.7 * shortSide, `board ${m.board.size}px of ${shortSide}px`);
    assert.ok(m.board.size / 8 >= 44, 'each square is a touch target');
    assert.deepEqual(m.small, [], 'controls under 44 px');
    assert.deepEqual(m.covering, [], 'controls over the board');
    assert.deepEqual(m.borderless, [], 'buttons with no outline');
    assert.equal(m.scrollsSideways, false, 'the page scrolls sideways');
    await page.screenshot({ path: `${SHOTS}${screen.name}.png` });
    await action(page, 'contrast').click();
    await page.screenshot({ path: `${SHOTS}${screen.name}-contrast.png` });
    await context.close();
  });
}
