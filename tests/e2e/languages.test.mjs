// Every screen in every language: a teacher's day (tour.mjs) and a pupil's
// game, lesson and score sheet, in a browser set to each language's
// classroom. On each screen, no word the page shows (its text, and the
// names screen readers say) may be one that only other languages'
// translation files hold: a text left in English or Spanish, or Spain's
// word on a Latin-American page. Text marked as another language (the
// languages' own names, the guide where a language has none) is theirs.
// And no text is wider than its box, though Catalan and Portuguese run
// longer than English: on a portrait tablet (800×1280), and the wall on a
// projector (1280×720).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedApp, openApp, openTeacher, action, tapMove, foolsMate } from './support.mjs';
import { teachersDay } from './tour.mjs';
import { LANGUAGES, foreignTo } from './catalogues.mjs';

const app = servedApp();

/** The browser's language in each classroom, by the page's language. */
const CLASSROOMS = { ca: 'ca-ES', en: 'en-GB', es: 'es-ES', 'es-419': 'es-MX', pt: 'pt-BR' };

/** The words the page shows in its own language: its text and the names
 *  screen readers say, less what is marked as another language. */
const shownWords = (page) => page.evaluate(() => {
  const lang = document.documentElement.lang;
  // The guide is written from Markdown, not the translation files: its
  // own test reads it, in the two languages it is written in.
  // A code marked not to be translated (the recovery code) is not words.
  const theirs = (el) => el.closest('[lang]')?.lang !== lang || el.closest('script, style, article.guide, [translate="no"]');
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!theirs(node.parentElement)) texts.push(node.data);
  }
  const named = ['aria-label', 'title', 'placeholder', 'alt'];
  for (const el of document.body.querySelectorAll(named.map((a) => `[${a}]`).join(', '))) {
    if (!theirs(el)) texts.push(...named.map((a) => el.getAttribute(a) ?? ''));
  }
  // Addresses are not words, nor is what has a digit in it (a square, a
  // move, a version); one letter is a square's file or a piece's.
  const words = texts.join(' ').replace(/\S+:\/\/\S+/g, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length > 1 && !/\p{N}/u.test(w));
});

/** The texts the page shows wider than their box (cut, or spilling out of
 *  it): a button, a square's label, a cell of the wall. */
const cutTexts = (page) => page.evaluate(() => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.data.trim());
  /** The box a text is laid out in: the element, or the nearest around it
   *  that is not inline. */
  const boxOf = (el) => {
    while (getComputedStyle(el).display === 'inline' && el.parentElement) el = el.parentElement;
    return el;
  };
  const boxes = new Set([...document.body.querySelectorAll('*')]
    .filter((el) => ownText(el) && shown(el) && !el.closest('script, style, article.guide, [aria-hidden="true"]'))
    .map(boxOf));
  return [...boxes]
    // A box of 1 px is one kept for screen readers only.
    .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}: «${el.textContent.trim().slice(0, 40)}» ${el.scrollWidth}>${el.clientWidth}`);
});

/** A pupil on a board of their own: a refused move and the position in
 *  words, a lesson's question answered wrongly then solved, a promotion,
 *  the computer's hint and offer to take a move back, a game's end, its
 *  record and score sheet; `check(page, screen)` on each. */
async function pupilsGame(app, locale, check) {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale });
  const page = await openApp(context, app.server.url);
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e5');
  await tapMove(page, 'b1', 'b3');
  await page.locator('[data-explain]').waitFor();
  await action(page, 'describe').click();
  await check(page, 'a refused move, and the position in words');

  await action(page, 'lessons').click();
  await page.locator('[data-stage="stalemate"]').click();
  await page.locator('[data-answer="0"]').click();
  await check(page, "a lesson's question, answered wrongly");
  await page.locator('[data-answer="2"]').click();
  await page.locator('[data-lesson-result="solved"]').waitFor();
  await check(page, "a lesson's question, solved");
  await action(page, 'back-to-game').click();

  await page.goto(app.server.url + '?fen=8/4P3/8/8/8/8/k7/4K3%20w%20-%20-%200%201');
  await action(page, 'confirm').click();
  await tapMove(page, 'e7', 'e8');
  await page.locator('[data-promote]').first().waitFor();
  await check(page, 'a promotion');
  await page.locator('[data-promote]').first().click();

  // White's bishop can be lost at once: Bc4-a6 walks into the pawn on b7.
  await page.goto(app.server.url + '?fen=r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R%20w%20KQkq%20-%204%204');
  await action(page, 'confirm').click();
  await action(page, 'play-computer').click();
  await page.locator('[data-level="1"]').click();
  await page.locator('[data-side="white"]').click();
  await page.locator('[data-from="here"]').click();
  await action(page, 'start-computer-game').click();
  await action(page, 'hint').click();
  await page.locator('[data-drawing="hint"]').waitFor();
  await check(page, "the computer's hint");
  await tapMove(page, 'c4', 'a6');
  await action(page, 'take-back').waitFor({ timeout: 10000 });
  await check(page, "the computer's offer to take a move back");

  await action(page, 'new-game').click();
  if (await action(page, 'confirm').count()) await action(page, 'confirm').click();
  await foolsMate(page);
  await check(page, "a game's end");
  await action(page, 'game-record').click();
  await check(page, "the game's record");
  await action(page, 'score-sheet').click();
  await page.locator('[data-score-sheet]').waitFor();
  await check(page, 'the score sheet');
  await action(page, 'back-to-game').click();
  await context.close();
}

test('the languages are the five the translation files hold', () => {
  assert.deepEqual(LANGUAGES, Object.keys(CLASSROOMS).sort());
});

for (const [code, locale] of Object.entries(CLASSROOMS)) {
  test(`every screen in ${code}: no other language's words, no text cut`, async () => {
    const foreign = foreignTo(code);
    /** Each screen's words that only another language has, by screen. */
    const strays = [];
    /** Each screen's texts wider than their box. */
    const cut = [];
    const check = async (target, screen) => {
      const page = typeof target.page === 'function' ? target.page() : target;
      const stray = [...new Set((await shownWords(page)).filter((w) => foreign.has(w)))];
      if (stray.length) strays.push(`${screen}: ${stray.map((w) => `${w} (${foreign.get(w)})`).join(', ')}`);
      for (const text of await cutTexts(page)) cut.push(`${screen}: ${text}`);
    };
    const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale });
    const page = await openApp(context, app.server.url);
    assert.equal(await page.getAttribute('html', 'lang'), code, `a ${locale} browser`);

    const day = { locale, players: ['Ana', 'Bruno', 'Carla', 'David'], tournament: '4B', className: '4B' };
    await teachersDay(app, page, day, check);

    // The guide, from the teacher's panel.
    await openTeacher(page, '2468');
    await action(page, 'guide').click();
    await page.locator('article.guide h1').waitFor();
    const guideLang = code === 'en' ? 'en' : 'es';
    assert.equal(await page.locator('article.guide').getAttribute('lang'), guideLang, 'the guide, marked in its language');
    await check(page, 'the guide');
    await action(page, 'close-tournament').click();
    await context.close();

    await pupilsGame(app, locale, check);
    assert.deepEqual(strays, [], `the screens in ${code}`);
    assert.deepEqual(cut, [], `texts cut in ${code}`);
  });
}
