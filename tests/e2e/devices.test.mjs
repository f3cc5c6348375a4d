// Every device a school has, in each of the three engines (Chromium, Firefox
// ESR, WebKitGTK: engines.mjs), at the page sizes tablets, Chromebooks and
// projectors leave once their browser's bars are drawn: the board whole in
// view with a tap at each square's centre reaching it, at the start and in
// the computer's game (with the players' names), and whole in view without
// the child scrolling: a refused move's explanation, a lesson's question
// with all its answers, the computer's question with its buttons, the
// promotion picker, the game's end and the teacher's call. Then a pupil's
// game by real taps: refused moves, castling, en passant and a promotion;
// and the teacher's PIN and panel. Screenshots of each go to
// target/screens/devices/.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from './support.mjs';
import { ENGINE_NAMES, firstPin, inEngine, layoutProblems, stopDisplay, unlock } from './engines.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/devices/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

/** The page each device leaves once its browser's bars are drawn. */
export const SIZES = [
  { name: '7-inch tablet, portrait', width: 600, height: 960 },
  { name: '10-inch Android tablet, portrait', width: 800, height: 1184 },
  { name: 'iPad, portrait', width: 810, height: 1010 },
  { name: 'iPad, landscape', width: 1080, height: 740 },
  { name: 'small iPad, landscape', width: 1024, height: 690 },
  { name: 'Chromebook', width: 1366, height: 678 },
  { name: 'projector', width: 1280, height: 720 },
  // 4:3 exactly, as old projectors and a desktop Safari window give.
  { name: 'projector, 4:3', width: 1024, height: 768 },
];

// Bc4-a6 loses the bishop to the pawn on b7: the computer at level 1 offers
// to take it back.
const BLUNDER = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const PROMOTION = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
// c8=Q is mate: the picker, then the game's end.
const PROMOTION_MATE = 'k7/2P5/1K6/8/8/8/8/8 w - - 0 1';
const link = (url, fen) => `${url}?fen=${encodeURIComponent(fen)}`;

const server = await serve();
after(async () => {
  await server.close();
  await stopDisplay();
});

/** Checks one screen: collects what is wrong, named with the engine, the
 *  size and the element, and keeps its screenshot. */
async function look(browser, size, screen, problems, selectors, options) {
  // What the app brings into view, it brings in the frame after it draws.
  await browser.settled();
  await browser.settled();
  const found = await layoutProblems(browser, selectors, options);
  for (const problem of found) problems.push(`${browser.name}, ${size.width}×${size.height} (${size.name}), ${screen}: ${problem}`);
  // WebKit's screenshot can show the frame before the last layout: one
  // more frame painted first.
  await browser.settled();
  await browser.settled();
  await browser.screenshot(`${SHOTS}${browser.name}-${size.width}x${size.height}-${screen.replaceAll(' ', '-')}.png`);
}

async function layoutAtEverySize(browser) {
  const problems = [];
  for (const size of SIZES) {
    await browser.viewport(size.width, size.height);
    await browser.fresh(server.url);
    await look(browser, size, 'start', problems, [], { board: true });

    // A refused move: the pawn cannot jump to e5.
    await browser.tapMove('e2', 'e5');
    await browser.waitFor('[data-explain]');
    await look(browser, size, 'refused move', problems, ['[data-explain]']);

    // A lesson's question, with every answer.
    await browser.click('[data-action="lessons"]');
    await browser.click('[data-stage="draws"]');
    await browser.waitFor('[data-answer]');
    await look(browser, size, 'lesson question', problems, ['.lesson .goal', '[data-answer]']);

    // The promotion picker, then the mate it gives.
    await browser.fresh(link(server.url, PROMOTION_MATE));
    await browser.tapMove('c7', 'c8');
    await browser.waitFor('.promote-row');
    await look(browser, size, 'promotion', problems, ['.promote-row', '[data-action="cancel-promotion"]']);
    await browser.click('[data-promote="q"]');
    await browser.waitFor('.result');
    await look(browser, size, 'game over', problems, ['.result-text']);

    // The computer's game, the names above and below the board, then its
    // question after a blunder.
    await browser.fresh(link(server.url, BLUNDER));
    await browser.click('[data-action="play-computer"]');
    await browser.click('[data-level="1"]');
    await browser.click('[data-side="white"]');
    await browser.click('[data-from="here"]');
    await browser.click('[data-action="start-computer-game"]');
    await browser.waitFor('.name-plate');
    await browser.waitFor('[data-action="hint"]');
    await look(browser, size, 'computer game', problems, ['.name-plate'], { board: true });
    await browser.tapMove('c4', 'a6');
    await browser.waitFor('[data-action="take-back"]', 15000);
    await look(browser, size, 'computer question', problems,
      ['[data-explain="take-back-offer"]', '[data-action="take-back"]', '[data-action="keep-move"]']);

    // The teacher's call: under School, tolerating one, the second illegal
    // move calls the teacher.
    await browser.fresh(server.url);
    await firstPin(browser, '2468');
    await browser.click('[data-policy="school"]');
    await browser.choose('[data-setting="school-limit"]', '1');
    await browser.click('[data-action="save-settings"]');
    await browser.waitFor('[data-saved]');
    await browser.click('[data-action="close-teacher"]');
    // The rules apply from the next game.
    await browser.click('[data-action="new-game"]');
    await browser.run(() => scrollTo(0, 0));
    for (let n = 0; n < 2; n++) {
      await browser.tapMove('e2', 'e5');
      await browser.waitFor('[data-explain]');
    }
    await browser.waitFor('[data-teacher-needed]');
    await look(browser, size, 'teacher call', problems, ['[data-teacher-needed]']);
  }
  assert.deepEqual(problems, [], `what a child cannot see or tap in ${browser.name}`);
}

/** Class mode on one tablet: "Who are you?", then "Who plays?" once a
 *  pupil alone has made a move, each looked at in every size (a dialog
 *  over the board, so the page is only resized under it). */
async function classModeAtEverySize(browser) {
  const problems = [];
  await browser.viewport(1280, 720);
  await browser.fresh(server.url);
  await firstPin(browser, '2468');
  await browser.click('[data-action="class"]');
  await browser.type('[data-field="class-name"]', '3A');
  await browser.run(() => {
    const list = document.querySelector('[data-field="class-list"]');
    list.value = 'Ana\nLuis\nMarta';
    list.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await browser.click('[data-action="save-class"]');
  await browser.waitFor('.class-grid tr[data-pupil="Marta"]');
  await browser.click('[data-action="close-tournament"]');
  await unlock(browser, '2468');
  await browser.click('[data-setting="class-mode"]');
  await browser.click('[data-action="close-teacher"]');
  await browser.waitFor('.who-are-you [data-pupil="Ana"]');
  for (const size of SIZES) {
    await browser.viewport(size.width, size.height);
    await browser.settled();
    await look(browser, size, 'who are you', problems, ['.who-are-you [data-pupil]', '.who-are-you [data-action="guest"]']);
  }
  await browser.click('.who-are-you [data-pupil="Ana"]');
  await browser.waitFor('.pupil-badge[data-who="Ana"]');
  await browser.run(() => scrollTo(0, 0));
  await browser.tapMove('e2', 'e4');
  await browser.waitFor('.who-plays');
  for (const size of SIZES) {
    await browser.viewport(size.width, size.height);
    await browser.settled();
    await look(browser, size, 'who plays', problems, ['.who-plays [data-pupil]', '.who-plays [data-side]']);
  }
  assert.deepEqual(problems, [], `class mode's questions a child cannot see in ${browser.name}`);
}

/** Notes a wall larger than the page (a scroll bar on the wall). Measured
 *  against the page's own size: projecting asks for the full screen, which
 *  a headless Firefox gives at a size of its own. */
async function wholeWall(browser, size, what, problems) {
  // Projecting asks for the full screen, which the browser gives a moment
  // later, resizing the page: the wall is judged once it has settled.
  const measure = () => browser.run(() => [document.documentElement.scrollWidth,
    document.documentElement.scrollHeight, innerWidth, innerHeight]);
  let [w, h, vw, vh] = await measure();
  for (let i = 0; i < 20 && (w > vw || h > vh); i++) {
    await new Promise((ok) => setTimeout(ok, 100));
    [w, h, vw, vh] = await measure();
  }
  if (w > vw || h > vh) problems.push(`${browser.name}, ${size.width}×${size.height}, ${what}: the wall is ${w}×${h} on a ${vw}×${vh} page`);
}

/** The wall: projected, the page is exactly the projector's size (no
 *  scroll bar), at 1280×720 and 1920×1080, with the players' names. */
async function wallAtProjectorSizes(browser) {
  const problems = [];
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    await browser.viewport(width, height);
    await browser.fresh(server.url);
    await browser.click('[data-action="projection"]');
    await browser.waitFor(':root[data-projection] .board');
    await browser.settled();
    const size = { name: 'projector', width, height };
    await look(browser, size, 'wall', problems, ['.side'], { board: true });
    await wholeWall(browser, size, 'a game', problems);
    // A lesson on the wall.
    await browser.click('[data-action="leave-projection"]');
    await browser.click('[data-action="lessons"]');
    await browser.click('[data-stage="rook"]');
    await browser.click('[data-action="project-lesson"]');
    await browser.waitFor(':root[data-projection] .lesson .board');
    await browser.settled();
    await look(browser, size, 'wall lesson', problems, ['.lesson .goal'], { board: true });
    await wholeWall(browser, size, 'a lesson', problems);
  }
  assert.deepEqual(problems, [], `the wall in ${browser.name}`);
}

/** A pupil's game by real taps: refused moves explained, castling, en
 *  passant and a promotion; then the teacher's PIN opens the panel. */
async function pupilsGame(browser) {
  await browser.viewport(810, 1010);
  await browser.fresh(server.url);
  const piece = (sq) => browser.run((s) => document.querySelector(`[data-square="${s}"] [data-piece]`)?.dataset.piece ?? null, sq);
  const explained = () => browser.run(() => document.querySelector('[data-explain]')?.dataset.explain ?? null);

  const moves = [['e2', 'e4'], ['a7', 'a6'], ['e4', 'e5'], ['d7', 'd5'], ['e5', 'd6'], ['c7', 'd6'],
    ['g1', 'f3'], ['b7', 'b5'], ['f1', 'e2'], ['b5', 'b4'], ['e1', 'g1']];
  for (const [from, to] of moves) {
    const moved = await piece(from);
    await browser.tapMove(from, to);
    assert.equal(await piece(to), moved, `${browser.name}: ${from}-${to} was played`);
    if (from === 'e2' && to === 'e4') {
      // Refused: it is Black's turn.
      await browser.tap('e4');
      assert.equal(await explained(), 'not-your-turn', `${browser.name}: the refusal is explained`);
      assert.equal(await piece('e4'), 'wP');
    }
  }
  assert.equal(await piece('d5'), null, `${browser.name}: en passant took the pawn on d5`);
  assert.equal(await piece('g1'), 'wK', `${browser.name}: the king castled`);
  assert.equal(await piece('f1'), 'wR', `${browser.name}: the rook castled`);

  await browser.fresh(link(server.url, PROMOTION));
  await browser.tapMove('a7', 'a8');
  await browser.click('[data-promote="n"]');
  await browser.settled();
  assert.equal(await piece('a8'), 'wN', `${browser.name}: the pawn became a knight`);

  await firstPin(browser, '1357');
  await browser.waitFor('[data-action="close-teacher"]');
  await browser.click('[data-action="close-teacher"]');
  await unlock(browser, '1357');
  await browser.waitFor('[data-action="save-settings"]');
}

for (const name of ENGINE_NAMES) {
  test(`${name}: every device size`, () => inEngine(name, layoutAtEverySize));
  test(`${name}: a pupil's game and the teacher's PIN`, () => inEngine(name, pupilsGame));
  test(`${name}: class mode's questions at every size`, () => inEngine(name, classModeAtEverySize));
  test(`${name}: the wall at the projector's sizes`, () => inEngine(name, wallAtProjectorSizes));
}
