// A teacher's day through every screen of the app, from a refused move
// explained to class mode, in the order the teacher's guide tells it:
// `shot(target, name, options)` is called on each screen, with the page or
// the part of it the guide pictures. The guide's test takes its pictures
// with it; the languages' test reads each screen's words.
import { openApp, openTeacher, openClass, saveClass, openTournament, saveSettings, action, dragMove, tapMove, rightDrag } from './support.mjs';

/** Walks `page` (new, on `app`) through the day of `day` = { locale,
 *  players (four), tournament, className }: at the page's size, and on the
 *  wall at a projector's 1280×720. */
export async function teachersDay(app, page, day, shot) {
  const size = page.viewportSize();
  // A refused move, explained: the knight on c3 is pinned to its king.
  for (const [from, to] of [['d2', 'd4'], ['e7', 'e6'], ['c2', 'c4'], ['f8', 'b4'], ['b1', 'c3'], ['g8', 'f6']]) {
    await tapMove(page, from, to);
  }
  await dragMove(page, 'c3', 'e4');
  await page.locator('[data-explain="pinned-piece"]').waitFor();
  await shot(page, 'explained');

  // The first time: the PIN, then the recovery code.
  await action(page, 'teacher').click();
  await page.locator('[data-pin="again"]').waitFor();
  await page.locator('[data-pin="pin"]').fill('2468');
  await page.locator('[data-pin="again"]').fill('2468');
  await shot(page, 'pin');
  await action(page, 'set-pin').click();
  await page.locator('[data-recovery-code]').waitFor();
  await shot(page, 'recovery-code');
  await action(page, 'recovery-noted').click();

  // Getting Peoncito onto the tablets: this device keeps it, and the
  // screen with the code. The version is shown as the crate's alone, so
  // a picture changes only when the screen does.
  const version = (p) => p.locator('[data-version]').evaluate((e) => {
    e.textContent = e.textContent.replace(/\+[0-9a-f]+$/, '');
  });
  await page.locator('[data-offline="ready"]').waitFor({ timeout: 30000 });
  await page.locator('.this-device').scrollIntoViewIfNeeded();
  await version(page);
  await shot(page.locator('.this-device'), 'this-device');
  {
    // At a school's https address (the requests answered by the test's
    // server), so the code in the picture is the same on every run.
    const school = await app.browser.newContext({ viewport: size, locale: day.locale, serviceWorkers: 'block' });
    await school.route('https://school.example/**', async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/peoncito\//, '');
      await route.fulfill({ response: await route.fetch({ url: app.server.url + path }) });
    });
    const tablets = await openApp(school, 'https://school.example/peoncito/');
    await openTeacher(tablets, '2468');
    await action(tablets, 'tablets').click();
    await tablets.locator('[data-address-for-tablets="good"]').waitFor();
    await version(tablets);
    await shot(tablets, 'tablets', { fullPage: true });
    // The page may still be fetching (its parts, once idle) as it closes:
    // a request cut short then is no failure of the test.
    await school.unrouteAll({ behavior: 'ignoreErrors' });
    await school.close();
  }

  // The rules for new games: the school's, one illegal move tolerated.
  await page.locator('[data-policy="school"]').check();
  await page.locator('[data-setting="school-limit"]').selectOption('1');
  await page.locator('[data-policy="practice"]').evaluate((e) => e.closest('fieldset').scrollIntoView());
  await shot(page, 'rules');
  await saveSettings(page);

  // The teacher's call: the second illegal move stops the game.
  await action(page, 'new-game').click();
  if (await action(page, 'confirm').count()) await action(page, 'confirm').click();
  await tapMove(page, 'e2', 'e4');
  await tapMove(page, 'e7', 'e4');
  await tapMove(page, 'e7', 'e4');
  await page.locator('[data-teacher-needed="black"]').waitFor();
  await shot(page, 'call');
  await openTeacher(page, '2468');
  await page.locator('[data-called="black"] [data-attempt]').first().waitFor();
  await shot(page, 'call-panel');
  await action(page, 'teacher-continue-recount').click();
  await page.locator('[data-teacher-needed]').waitFor({ state: 'detached' });

  // The projector: the board on the wall, an arrow and a circle.
  await page.setViewportSize({ width: 1280, height: 720 });
  await tapMove(page, 'g8', 'f6');
  await action(page, 'projection').click();
  await rightDrag(page, 'f6', 'e4');
  await page.locator('[data-pen="red"]').click();
  await rightDrag(page, 'e4', 'e4');
  await page.locator('[data-drawing="circle"]').waitFor();
  await shot(page, 'projection');
  await action(page, 'leave-projection').click();
  await page.setViewportSize(size);

  // The lessons' map.
  await action(page, 'lessons').click();
  await page.locator('[data-stage="rook"] .stage-picture').waitFor();
  await shot(page, 'lessons');
  await action(page, 'back-to-game').click();

  // A position set up: a white king and queen against the black king.
  await action(page, 'editor').click();
  await action(page, 'editor-empty').click();
  for (const [piece, at] of [['wK', 'g1'], ['wQ', 'd1'], ['bK', 'g8']]) {
    await page.locator(`[data-palette="${piece}"]`).click();
    await page.locator(`[data-square="${at}"]`).click();
  }
  await page.locator('[data-setup="ok"]').waitFor();
  await shot(page, 'editor');
  await action(page, 'back-to-game').click();

  // The computer's levels.
  await action(page, 'play-computer').click();
  await page.locator('[data-level="3"]').click();
  await shot(page, 'computer');
  await action(page, 'close-computer').click();

  // A tournament day: the list, a round, the slips, the wall, the
  // standings with their podium, the diplomas.
  await openTournament(page);
  await page.locator('[data-field="tournament-name"]').fill(day.tournament);
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill(day.players.join('\n'));
  await page.locator('[data-players-count="4"]').waitFor();
  await shot(page, 'tournament-new', { fullPage: true });
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  await page.locator('[data-round="1"] tr[data-board="2"]').waitFor();
  await page.locator('[data-round="1"] tr[data-board="1"] [data-result="1-0"]').click();
  await shot(page, 'tournament-round');
  await page.locator('[data-print="slips"]').click();
  await page.locator('[data-slip="2"]').waitFor();
  await shot(page, 'slips');
  await action(page, 'leave-paper').click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await action(page, 'tournament-wall').click();
  await page.locator('.tournament-wall').waitFor();
  await shot(page, 'wall');
  await action(page, 'leave-tournament-wall').click();
  await page.setViewportSize(size);
  await page.locator('[data-round="1"] tr[data-board="2"] [data-result="1/2-1/2"]').click();
  for (const round of [2, 3]) {
    await action(page, 'pair-round').click();
    for (const [board, result] of [[1, '1-0'], [2, '0-1']]) {
      await page.locator(`[data-round="${round}"] tr[data-board="${board}"] [data-result="${result}"]`).click();
    }
  }
  await page.locator('[data-finished]').first().waitFor();
  await shot(page.locator('.standings').first(), 'standings');
  await page.locator('[data-print="diplomas"]').click();
  await page.locator('[data-diploma="place"]').first().waitFor();
  await shot(page.locator('[data-diploma="place"]').first(), 'diploma');
  await action(page, 'leave-paper').click();

  // The school server's screen, before any server is set.
  await action(page, 'close-tournament').click();
  await openTeacher(page, '2468');
  await action(page, 'school-server').click();
  await page.locator('[data-sync="off"]').waitFor();
  await shot(page, 'server');
  await action(page, 'close-tournament').click();

  // The class: its list, then "Who are you?" on a tablet in class mode.
  await openClass(page);
  await saveClass(page, day.className, day.players);
  await shot(page, 'class');
  await action(page, 'close-tournament').click();
  await openTeacher(page, '2468');
  await page.locator('[data-setting="class-mode"]').check();
  await action(page, 'close-teacher').click();
  await page.locator('.who-are-you').waitFor();
  await shot(page, 'who-are-you');
  await page.locator(`.who-are-you [data-pupil="${day.players[0]}"]`).click();
  // A new game: its first move asks who plays.
  await action(page, 'new-game').click();
  if (await action(page, 'confirm').count()) await action(page, 'confirm').click();
  await tapMove(page, 'e2', 'e4');
  await page.locator('.who-plays').waitFor();
  await shot(page, 'who-plays');
  await page.locator(`.who-plays [data-pupil="${day.players[1]}"]`).click();
}
