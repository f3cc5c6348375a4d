// The tournament screens on the built site: a wasm of their own that the
// board app loads only when the teacher opens them (behind the PIN); a
// round robin and a Swiss run from them, kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, openTournament, foolsMate, action, audit, tapMove, launch, saveSettings, stored, recordsKept } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

/** The number of pages of a PDF Chromium printed. */
function pdfPages(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

/** Prints the paper behind `data-print` to a PDF in target/screens/ and
 *  comes back to the desk; resolves to its number of pages. */
async function printPaper(page, paper, file) {
  await page.locator(`[data-print="${paper}"]`).click();
  await page.locator(`.paper[data-paper="${paper}"]`).waitFor();
  assert.deepEqual(await audit(page), [], `the ${paper} paper`);
  const pdf = await page.pdf({ path: SHOTS + file, format: 'A4', printBackground: true });
  await action(page, 'leave-paper').click();
  await action(page, 'new-tournament').waitFor();
  return pdfPages(pdf);
}

/** The players' points and ranks in a TRF (its 001 lines), and the points
 *  its round blocks add up to, worked out here apart from the app. */
function readTrf(text) {
  const players = new Map();
  for (const line of text.split('\n').filter((l) => l.startsWith('001'))) {
    const name = line.slice(14, 47).trim();
    let counted = 0;
    for (let at = 91; at + 8 <= line.length + 2; at += 10) {
      const block = line.slice(at, at + 8).padEnd(8);
      counted += { '1': 1, '+': 1, '=': 0.5, 'U': 1, 'H': 0.5 }[block[7]] ?? 0;
    }
    players.set(name, { points: Number(line.slice(80, 84)), rank: Number(line.slice(85, 89)), counted });
  }
  return players;
}

/** Taps a result on every board of the last round: White wins on odd
 *  boards, a draw on even ones. */
async function playRound(page, round) {
  const rows = page.locator(`[data-round="${round}"] tr[data-board]`);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const result = i % 2 === 0 ? '1-0' : '1/2-1/2';
    await rows.nth(i).locator(`[data-result="${result}"]`).click();
    await assert.doesNotReject(rows.nth(i).locator(`[data-result="${result}"][aria-pressed="true"]`).waitFor());
  }
  return count;
}

/** Waits until the element is on the screen (the page brought it there). */
function inView(page, selector) {
  return page.waitForFunction((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return box !== undefined && box.top >= -1 && box.top < innerHeight;
  }, selector, { timeout: 5000 });
}

test('a round robin of six from a pasted list: every round, the results, the standings', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await openTeacher(page, '2468');
  // The teacher's wasm loads while the panel is read, its screens mounted
  // hidden (their style added) and drawn when first opened.
  await page.locator('link[href="tournament.css"]').waitFor({ state: 'attached' });
  assert.ok(asked.some((p) => p.endsWith('/tournament_screen_bg.wasm')), 'loaded once the panel shows');
  assert.equal(await page.locator('#tournament-root > *').count(), 0, 'not drawn before it is opened');
  await action(page, 'tournament').click();
  await page.locator('.tournament').waitFor();
  assert.equal(await page.locator('[data-square="e1"]').isVisible(), false, 'the board is hidden');
  await page.locator('[data-field="tournament-name"]').fill('Class 4B league');
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill('Ana; 4B\nBruno\nCarla\n\nDavid\nEva\nFede\nana');
  await page.locator('[data-players-count="7"]').waitFor();
  assert.match(await page.locator('.list-problems').innerText(), /Line 8: the same name as line 1/);
  assert.deepEqual(await audit(page), [], 'the new tournament form');
  await page.locator('[data-field="players"]').fill('Ana; 4B\nBruno\nCarla\n\nDavid\nEva\nFede');
  await action(page, 'create-tournament').click();
  // Five rounds of three boards: everyone meets everyone once.
  const met = new Set();
  for (let round = 1; round <= 5; round++) {
    await action(page, 'pair-round').click();
    const rows = page.locator(`[data-round="${round}"] tr[data-board]`);
    await rows.first().waitFor();
    assert.equal(await page.locator(`[data-round="${round}"] [data-still-playing="3"]`).count(), 1, 'three boards playing');
    for (let i = 0; i < await rows.count(); i++) {
      const pair = [await rows.nth(i).getAttribute('data-white'), await rows.nth(i).getAttribute('data-black')].sort().join('-');
      assert.ok(!met.has(pair), `${pair} meet once`);
      met.add(pair);
    }
    if (round === 1) {
      // On the wall at 1920×1080: the boards, and every child in
      // alphabetical order with board and colour.
      const white = await rows.first().getAttribute('data-white');
      await action(page, 'tournament-wall').click();
      await page.setViewportSize({ width: 1920, height: 1080 });
      const seats = page.locator('.wall-seats li');
      assert.equal(await seats.count(), 6);
      const order = [];
      for (let i = 0; i < 6; i++) order.push(await seats.nth(i).getAttribute('data-seat'));
      assert.deepEqual(order, ['Ana', 'Bruno', 'Carla', 'David', 'Eva', 'Fede']);
      assert.match(await page.locator(`.wall-seats li[data-seat="${white}"]`).innerText(), /Board 1, White/);
      assert.equal(await page.locator('.wall-boards tr[data-wall-board]').count(), 3);
      assert.equal(await page.locator('header.top').isVisible(), false, 'the wall view fills the screen');
      const size = await page.locator('.wall-seats li').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      assert.ok(size >= 32, `big type from the back row: ${size}px`);
      // The round's timer: set, started, counting down in big type.
      await page.locator('[data-field="timer-minutes"]').fill('25');
      await action(page, 'start-timer').click();
      const left = Number(await page.locator('[data-time-left]').getAttribute('data-time-left'));
      assert.ok(left <= 1500 && left > 1490, `25 minutes, running: ${left}`);
      await page.waitForFunction(() => Number(document.querySelector('[data-time-left]').dataset.timeLeft) < 1500);
      assert.deepEqual(await audit(page), [], 'the wall view');
      await page.screenshot({ path: SHOTS + 'tournament-wall-1920x1080.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await action(page, 'leave-tournament-wall').click();
      // Pairing before the results are in is refused, and said.
      await action(page, 'pair-round').click();
      assert.match(await page.locator('[data-problem]').innerText(), /Enter the result of every board/);
    }
    assert.equal(await playRound(page, round), 3);
    if (round === 2) {
      // The round starts with its timer on the desk; the wall shows it running.
      await page.locator('[data-field="timer-minutes"]').fill('20');
      await action(page, 'start-timer').click();
      await action(page, 'stop-timer').waitFor();
      await action(page, 'tournament-wall').click();
      const left = Number(await page.locator('.tournament-wall [data-time-left]').getAttribute('data-time-left'));
      assert.ok(left <= 1200 && left > 1190, `the desk's timer on the wall: ${left}`);
      await action(page, 'leave-tournament-wall').click();
    }
    if (round === 3) {
      // A round robin's field is fixed once it has begun: a late entry is refused, and said.
      await page.locator('[data-field="late-entry"]').fill('Gala');
      await action(page, 'add-player').click();
      assert.match(await page.locator('[data-problem]').innerText(), /no more players can join/);
    }
    if (round === 2) {
      // Not every game is played to the end: Black did not come to board
      // 2, and the teacher decided board 3's unfinished game.
      const rows = page.locator('[data-round="2"] tr[data-board]');
      await rows.nth(1).locator('[data-other-result]').selectOption('white-forfeit');
      await rows.nth(2).locator('[data-other-result]').selectOption('adjudicated-1/2-1/2');
      await page.locator('[data-round="2"] tr[data-board="3"] [data-other-result="adjudicated-1/2-1/2"]').waitFor();
      assert.equal(await rows.nth(1).locator('[data-other-result]').getAttribute('data-other-result'), 'white-forfeit');
      assert.equal(await rows.nth(1).locator('[aria-pressed="true"]').count(), 0, 'no played result pressed');
    }
  }
  assert.equal(met.size, 15);
  assert.equal(await page.locator('[data-field="late-entry"]').count(), 0, 'over: nobody joins');
  assert.deepEqual(await audit(page), [], 'rounds, results and standings');
  assert.equal(await action(page, 'pair-round').count(), 0, 'no round left to pair');
  // Standings: the points the results give, highest first.
  const rows = page.locator('.standings tr[data-rank]');
  assert.equal(await rows.count(), 6);
  let total = 0;
  let last = Infinity;
  for (let i = 0; i < 6; i++) {
    const points = Number(await rows.nth(i).getAttribute('data-points'));
    assert.ok(points <= last, 'ranked by points');
    last = points;
    total += points;
  }
  assert.equal(total, 15, 'one point a game');
  // The cross table: six lines in ranking order, each game once from
  // either side (what one made, the other did not), the diagonal the
  // player's own square.
  const cross = page.locator('.cross-table tbody tr');
  assert.equal(await cross.count(), 6);
  const grid = [];
  for (let i = 0; i < 6; i++) {
    assert.equal(await cross.nth(i).getAttribute('data-cross-player'), await rows.nth(i).getAttribute('data-player'));
    grid.push(await cross.nth(i).locator('td[data-cell]').evaluateAll((cells) => cells.map((c) => c.dataset.cell)));
  }
  const value = { '1': 1, '½': 0.5, '0': 0, '+': 1, '−': 0 };
  assert.equal(grid.flat().filter((c) => c === '+').length, 1, 'the forfeit, once from each side');
  assert.equal(grid.flat().filter((c) => c === '−').length, 1);
  for (let i = 0; i < 6; i++) {
    assert.equal(grid[i][i], '■');
    for (let j = 0; j < 6; j++) {
      if (i !== j) assert.equal(value[grid[i][j]] + value[grid[j][i]], 1, `${i} against ${j}`);
    }
  }
  // On the wall: the standings and the cross table in big type.
  await action(page, 'tournament-wall').click();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.locator('[data-wall-part="standings"]').click();
  assert.equal(await page.locator('.tournament-wall tr[data-rank]').count(), 6);
  assert.deepEqual(await audit(page), [], 'the standings on the wall');
  await page.screenshot({ path: SHOTS + 'tournament-wall-standings-1920x1080.png' });
  await page.locator('[data-wall-part="cross-table"]').click();
  assert.equal(await page.locator('.tournament-wall .cross-table tbody tr').count(), 6);
  const crossSize = await page.locator('.tournament-wall .cross-table td').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(crossSize >= 28, `the cross table from the back row: ${crossSize}px`);
  assert.deepEqual(await audit(page), [], 'the cross table on the wall');
  await page.screenshot({ path: SHOTS + 'tournament-wall-cross-table-1920x1080.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await action(page, 'leave-tournament-wall').click();
  // On paper: the cross table on one page.
  assert.equal(await printPaper(page, 'cross-table', 'tournament-cross-table.pdf'), 1);
  await page.screenshot({ path: SHOTS + 'tournament-round-robin-1280x800.png', fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: SHOTS + 'tournament-round-robin-1920x1080.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Kept on the device: after a reload the tournament is there as it was.
  const before = await page.locator('.standings').innerText();
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  await openTournament(page);
  assert.equal(await page.locator('.standings').innerText(), before);
  // Back to the board, and again to the tournament without loading it twice.
  await action(page, 'close-tournament').click();
  await page.locator('[data-square="e1"]').waitFor({ state: 'visible' });
  await openTournament(page);
  assert.equal(await page.locator('.tournament').count(), 1);
  await context.close();
});

/** Round 4, before any result: two players swap places so that two who
 *  have met already meet again; the warning says so before the change. */
async function changeByHand(page) {
  const pairs = (round) => page.locator(`[data-round="${round}"] tr[data-board]`)
    .evaluateAll((rows) => rows.map((r) => [r.dataset.white, r.dataset.black]));
  const key = (a, b) => [a, b].sort().join('|');
  const met = new Set();
  for (let round = 1; round < 4; round++) for (const [w, b] of await pairs(round)) met.add(key(w, b));
  const boards = await pairs(4);
  let change = null;
  for (let i = 0; i < boards.length && !change; i++) {
    for (let j = i + 1; j < boards.length && !change; j++) {
      for (let x = 0; x < 2 && !change; x++) {
        for (let y = 0; y < 2 && !change; y++) {
          const [a, b] = [boards[i][x], boards[j][y]];
          const [keepI, keepJ] = [boards[i][1 - x], boards[j][1 - y]];
          if (met.has(key(keepI, b))) change = { a, b, again: [keepI, b] };
        }
      }
    }
  }
  assert.ok(change, 'a swap that makes a rematch');
  await action(page, 'change-pairing').click();
  await page.locator('[data-field="swap-first"]').selectOption({ label: change.a });
  await page.locator('[data-field="swap-second"]').selectOption({ label: change.b });
  const warning = page.locator('[data-warning]').first();
  assert.match(await warning.innerText(), /ya han jugado entre ellos/);
  assert.ok((await warning.innerText()).includes(change.again[0]) && (await warning.innerText()).includes(change.again[1]));
  assert.deepEqual(await audit(page), [], 'the change with its warning');
  await page.screenshot({ path: SHOTS + 'tournament-change-800x1280.png', fullPage: true });
  await action(page, 'confirm-change').click();
  const [p, q] = change.again;
  await page.locator(`[data-round="4"] tr[data-white="${p}"][data-black="${q}"], [data-round="4"] tr[data-white="${q}"][data-black="${p}"]`).waitFor();
  assert.equal(await action(page, 'change-pairing').count(), 1, 'changeable until a result is in');
}

test('a Swiss in Spanish on a tablet, and a damaged save kept aside', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-system="swiss"]').click();
  const names = ['Ana', 'Bruno', 'Carla', 'David', 'Eva', 'Fede', 'Gala', 'Hugo', 'Inés'];
  await page.locator('[data-field="players"]').fill(names.join('\n'));
  assert.equal(await page.locator('[data-field="rounds"]').getAttribute('placeholder'), '4', 'suggested for nine');
  await page.locator('[data-field="rounds"]').fill('5');
  await page.locator('[data-field="tournament-name"]').fill('Torneo de Navidad');
  await page.locator('[data-field="place"]').fill('CEIP Miguel Hernández');
  await page.locator('[data-field="date"]').fill('2026-12-18');
  await page.locator('[data-field="clocks"]').fill('2');
  // The Swiss's usual tie-breaks, Buchholz cut 1 first; the teacher adds
  // the progressive score last.
  assert.equal(await page.locator('[data-tie-break="BH-C1"]').getAttribute('aria-pressed'), 'true');
  await page.locator('[data-tie-break="PS"]').click();
  assert.match(await page.locator('[data-tie-break="PS"]').innerText(), /^5\. /);
  assert.deepEqual(await audit(page), [], 'the form in Spanish');
  await page.screenshot({ path: SHOTS + 'tournament-create-800x1280.png', fullPage: true });
  await action(page, 'create-tournament').click();
  // The next step in view: the first round to pair, not the form's foot.
  await inView(page, '[data-action="pair-round"]');
  const inRound = async (round, name) => page.locator(
    `[data-round="${round}"] tr[data-white="${name}"], [data-round="${round}"] tr[data-black="${name}"], [data-round="${round}"] tr[data-bye="${name}"]`).count();
  for (let round = 1; round <= 5; round++) {
    await action(page, 'pair-round').click();
    await page.locator(`[data-round="${round}"] tr[data-board]`).first().waitFor();
    assert.equal(await page.locator(`[data-round="${round}"] tr[data-clock]`).count(), 2, 'two clocks: the top boards');
    if (round === 4) await changeByHand(page);
    // Nine players: four boards and a bye; from round 3 Inés has left,
    // and from round 4 Jaime has come: nine again.
    assert.equal(await playRound(page, round), 4);
    assert.equal(await page.locator(`[data-round="${round}"] tr[data-bye]`).count(), round === 3 ? 0 : 1);
    assert.equal(await inRound(round, 'Inés'), round < 3 ? 1 : 0, `Inés in round ${round}`);
    assert.equal(await inRound(round, 'Jaime'), round > 3 ? 1 : 0, `Jaime in round ${round}`);
    if (round === 2) {
      // Asked first: cancelled, nothing changes; confirmed, Inés leaves.
      const ines = page.locator('.standings tr[data-player="Inés"]');
      await ines.locator('[data-action="withdraw"]').click();
      await ines.locator('[data-action="cancel-withdraw"]').click();
      assert.equal(await ines.getAttribute('data-withdrawn'), null);
      await ines.locator('[data-action="withdraw"]').click();
      await ines.locator('[data-action="confirm-withdraw"]').click();
      await page.locator('.standings tr[data-player="Inés"][data-withdrawn]').waitFor();
      assert.match(await page.locator('.standings tr[data-player="Inés"]').innerText(), /se ha retirado/);
    }
    if (round === 3) {
      await page.locator('[data-field="late-entry"]').fill('Jaime');
      await action(page, 'add-player').click();
      await page.locator('.standings tr[data-player="Jaime"]').waitFor();
    }
    if (round === 4) {
      // Ana is away for the last round, with the teacher's leave: half a point.
      await page.locator('[data-absent="Ana"]').selectOption('half');
    }
  }
  // The last result in: the podium comes into view.
  await inView(page, '[data-podium]');
  assert.match(await page.locator('[data-round="5"] tr[data-bye="Ana"]').innerText(), /½ punto/);
  // Points from a game not played (a bye) are marked, and the legend says why.
  assert.ok(await page.locator('.standings tr[data-not-played]').count() >= 1);
  assert.match(await page.locator('[data-not-played-legend]').innerText(), /^\* Con puntos de una partida no jugada/);
  assert.equal(await page.locator('.standings tr[data-rank]').count(), 10);
  assert.match(await page.locator('.tournament').innerText(), /Clasificación/);
  await page.screenshot({ path: SHOTS + 'tournament-swiss-800x1280.png', fullPage: true });
  // The FIDE report: every player's points and rank as on screen, and the
  // points its rounds add up to.
  const [download] = await Promise.all([page.waitForEvent('download'), action(page, 'export-trf').click()]);
  assert.equal(download.suggestedFilename(), 'Torneo-de-Navidad.trf');
  const trf = readFileSync(await download.path(), 'utf8');
  assert.match(trf, /^012 Torneo de Navidad\n022 CEIP Miguel Hernández\n042 2026\/12\/18\n/);
  const reported = readTrf(trf);
  assert.equal(reported.size, 10);
  const standings = page.locator('.standings tr[data-rank]');
  for (let i = 0; i < 10; i++) {
    const name = await standings.nth(i).getAttribute('data-player');
    const line = reported.get(name);
    assert.equal(line.points, Number(await standings.nth(i).getAttribute('data-points')), name);
    assert.equal(line.rank, Number(await standings.nth(i).getAttribute('data-rank')), name);
    assert.equal(line.counted, line.points, `${name}: the rounds add up`);
  }
  assert.equal(await page.locator('.standings th[data-tie-break]').count(), 5, 'the five tie-breaks shown');
  assert.equal(await page.locator('.cross-table tbody tr').count(), 10);
  // The last round is in: the tournament says it is over and who won, and
  // shows the podium.
  assert.match(await page.locator('[data-finished]').first().innerText(), /¡Torneo terminado! (Gana|Comparten)/);
  assert.equal(await action(page, 'pair-round').count(), 0);
  assert.ok(await page.locator('.standings [data-podium] li').count() >= 3, 'a podium');
  // Over, its results are locked against a slip; the PIN reopens them.
  const aResult = page.locator('[data-round="5"] tr[data-board="1"] [data-result="1/2-1/2"]');
  await page.locator('[data-results-locked]').waitFor();
  assert.equal(await aResult.isDisabled(), true, 'a result button, locked');
  await page.locator('[data-field="results-pin"]').fill('1111');
  await action(page, 'reopen-results').click();
  await page.locator('[data-results-locked] [role="alert"]').waitFor();
  await page.locator('[data-field="results-pin"]').fill('2468');
  await action(page, 'reopen-results').click();
  await page.locator('[data-results-open]').waitFor();
  assert.equal(await aResult.isDisabled(), false, 'reopened');
  await action(page, 'lock-results').click();
  await page.locator('[data-results-locked]').waitFor();
  // On paper: the last round's pairings on one page; a diploma for each
  // place on the podium, then one for each of the ten children, one a
  // page, with the event, place and date.
  await page.locator('[data-print="pairings"]').click();
  assert.equal(await page.locator('.paper-boards tr[data-clock]').count(), 2, 'the clock boards marked on paper');
  // Each player with the points they brought to the round.
  await page.locator('[data-points-before]').waitFor();
  assert.match(await page.locator('.paper-boards tbody tr').first().innerText(), /\(\d+½?\)[\s\S]*\(\d+½?\)/);
  await action(page, 'leave-paper').click();
  assert.equal(await printPaper(page, 'pairings', 'tournament-pairings.pdf'), 1);
  await page.locator('[data-print="diplomas"]').click();
  assert.equal(await page.locator('[data-diploma="participation"]').count(), 10);
  const placed = await page.locator('[data-diploma="place"]').count();
  assert.ok(placed >= 3, `placed diplomas: ${placed}`);
  assert.match(await page.locator('[data-diploma="place"]').first().innerText(), /por el 1\.º puesto en el torneo/);
  assert.match((await page.locator('[data-diploma="participation"][data-player="Inés"]').innerText()).replace(/[\u2068\u2069]/g, ''),
    /Para\s+Inés\s+por jugar en el torneo «Torneo de Navidad»\s+CEIP Miguel Hernández · 18 de diciembre de 2026/);
  await action(page, 'leave-paper').click();
  assert.equal(await printPaper(page, 'diplomas', 'tournament-diplomas.pdf'), 10 + placed);
  assert.equal(await printPaper(page, 'slips', 'tournament-slips.pdf'), 1);
  // A save damaged by hand is reported, kept aside, and a new one can start.
  await recordsKept(page);
  await page.evaluate(() => localStorage.setItem('peoncito.tournament', '{"app":"peoncito-tournament","version":1,'));
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  await openTournament(page);
  assert.match(await page.locator('[data-problem]').innerText(), /No se ha podido abrir el torneo/);
  assert.deepEqual(await audit(page), [], 'the damaged save reported');
  // Kept in the list of damaged tournaments.
  assert.deepEqual(await stored(page, 'peoncito.tournament.damaged').then(JSON.parse),
    ['{"app":"peoncito-tournament","version":1,']);
  assert.equal(await action(page, 'create-tournament').count(), 1);
  await context.close();
});

/** The QR code a page shows, as one grey video frame for Chromium's fake
 *  camera (YUV4MPEG2, 640×480: the code in the middle, grey chroma). */
async function cameraFrame(page) {
  const [w, h] = [640, 480];
  const luma = await page.locator('[data-qr] svg').evaluate(async (svg, [w, h]) => {
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    context.drawImage(image, (w - 420) / 2, (h - 420) / 2, 420, 420);
    const rgba = context.getImageData(0, 0, w, h).data;
    const grey = [];
    for (let i = 0; i < rgba.length; i += 4) grey.push(Math.round(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]));
    return grey;
  }, [w, h]);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), Buffer.alloc(w * h / 2, 128)]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

test('a board played on this device, and results passed from a tablet by QR code (photo and camera) and by short code', async () => {
  // The teacher's device has a camera: Chromium's fake one, showing the
  // file written below once the tablet shows its code.
  const camera = SHOTS + 'qr-camera.y4m';
  writeFileSync(camera, '');
  const teacherBrowser = await launch([
    '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`,
  ]);
  const context = await teacherBrowser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-field="tournament-name"]').fill('Friday club');
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid\nEva\nFede\nGala\nHugo');
  await page.locator('[data-field="clocks"]').fill('1');
  // The tournament's games under the School rules of the teacher's panel.
  await page.locator('[data-game-rules="school"]').click();
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  const board = (n) => page.locator(`[data-round="1"] tr[data-board="${n}"]`);
  await board(1).waitFor();
  const names = async (n) => [await board(n).getAttribute('data-white'), await board(n).getAttribute('data-black')];
  // Board 1, played here: the board shows its players; the game's end
  // enters its result by itself.
  const [white1, black1] = await names(1);
  await board(1).locator('[data-action="play-board"]').click();
  await page.locator('[data-square="e1"]').waitFor({ state: 'visible' });
  assert.match(await page.locator('body').innerText(), new RegExp(`${white1}[\\s\\S]*${black1}|${black1}[\\s\\S]*${white1}`));
  assert.equal(await page.locator('[data-rules]').getAttribute('data-rules'), 'school', 'the tournament\'s rules');
  await foolsMate(page);
  await openTournament(page);
  await board(1).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  assert.match(await page.locator('[data-news]').innerText(), /round 1, board 1 is entered/);
  assert.equal(await board(1).locator('[data-action="play-board"]').count(), 0, 'a finished board is not played again');

  // Board 2 on a pupil's tablet: its slip's code opens the board there,
  // names and all; at the end the tablet shows the result as a QR code.
  await page.locator('[data-print="slips"]').click();
  const link = await page.locator('[data-slip="2"] [data-board-link]').getAttribute('data-board-link');
  assert.ok(link.startsWith(app.server.url + '?board='), link);
  await action(page, 'leave-paper').click();
  const [white2, black2] = await names(2);
  const tabletContext = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const tablet = await openApp(tabletContext, link);
  assert.ok(!tablet.url().includes('board='), 'the link is used once');
  assert.match(await tablet.locator('body').innerText(), new RegExp(white2));
  assert.match(await tablet.locator('body').innerText(), new RegExp(black2));
  assert.equal(await tablet.locator('[data-rules]').getAttribute('data-rules'), 'school', 'the slip carries the rules');
  await foolsMate(tablet);
  await action(tablet, 'result-qr').click();
  const card = tablet.locator('[data-result-card]');
  await card.locator('[data-qr] svg').waitFor();
  const shortCode = await card.locator('[data-short-code]').getAttribute('data-short-code');
  assert.match(shortCode, /^1\.2 0-1 [A-Z0-9]{2}$/);
  assert.deepEqual(await audit(tablet), [], 'the result card');
  await tablet.screenshot({ path: SHOTS + 'tournament-result-card-800x1280.png' });
  const photo = await card.locator('[data-qr]').screenshot();
  // The teacher's device reads the picture (here a photo of the code).
  await page.locator('[data-field="qr-photo"]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
  await board(2).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  assert.match(await page.locator('[data-news]').innerText(), /round 1, board 2 is entered/);
  // The same code again changes nothing; a mistyped short code is refused.
  await page.locator('[data-field="short-code"]').fill(shortCode.replace(/..$/, 'XX'));
  await action(page, 'enter-code').click();
  assert.match(await page.locator('[data-problem]').innerText(), /The code is not right/);
  await action(tablet, 'close-result-card').click();
  assert.equal(await tablet.locator('[data-result-card]').count(), 0);

  // Board 3 on the tablet too, its code read by the teacher's camera.
  await page.locator('[data-print="slips"]').click();
  const links = await page.locator('[data-slip] [data-board-link]').evaluateAll((qs) => qs.map((q) => q.dataset.boardLink));
  await action(page, 'leave-paper').click();
  await tablet.goto(links[2]);
  // The finished game of board 2 is replaced without a question.
  await tablet.locator('[data-square="e1"]').waitFor();
  await foolsMate(tablet);
  await action(tablet, 'result-qr').click();
  writeFileSync(camera, await cameraFrame(tablet));
  await action(page, 'scan-result').click();
  await board(3).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  assert.match(await page.locator('[data-news]').innerText(), /round 1, board 3 is entered/);
  await action(page, 'scan-result').waitFor();
  assert.equal(await page.locator('video.scanner').evaluate((v) => v.srcObject), null, 'the camera is off once read');
  // Board 4 too, its result typed as the short code.
  await tablet.goto(links[3]);
  await tablet.locator('[data-square="e1"]').waitFor();
  await foolsMate(tablet);
  await action(tablet, 'result-qr').click();
  const code4 = await tablet.locator('[data-short-code]').getAttribute('data-short-code');
  await page.locator('[data-field="short-code"]').fill(code4.toLowerCase());
  await action(page, 'enter-code').click();
  await board(4).locator('[data-result="0-1"][aria-pressed="true"]').waitFor();
  assert.deepEqual(await audit(page), [], 'the results from the tablets');
  await page.screenshot({ path: SHOTS + 'tournament-from-tablets-1280x800.png', fullPage: true });
  await tabletContext.close();
  await teacherBrowser.close();
});

/** Taps 1-0 in every game of the stage being played that has no result
 *  yet (a faster game the model adds is played too). */
async function playStage(page) {
  const open = page.locator('.match tr[data-game]:not(:has([aria-pressed="true"])) [data-result="1-0"]');
  while (await open.count()) await open.first().click();
}

test('a knockout with lots and a double knockout with faster games, to their champions', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-system="knockout"]').click();
  await page.locator('[data-decider="lots"]').click();
  assert.equal(await page.locator('[data-tie-break]').count(), 0, 'no tie-breaks in a knockout');
  // Seeded by rating (in either place of a line).
  await page.locator('[data-field="players"]').fill('Ana; 4.º A; 1000\nBruno; 1500\nCarla; 1200\nDavid; 4.º B; 1800\nEva; 900');
  await page.locator('[data-order="rating"]').click();
  assert.deepEqual(await audit(page), [], 'the knockout form');
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  // Five players: the three strongest go on without playing, seeds 4
  // and 5 meet.
  const stage1 = page.locator('[data-part="winners"] [data-stage="1"]');
  await stage1.waitFor();
  const resting = await stage1.locator('.match:not([data-second])').evaluateAll((ms) => ms.map((m) => m.dataset.first).sort());
  assert.deepEqual(resting, ['Bruno', 'Carla', 'David']);
  const played = stage1.locator('.match[data-second]');
  assert.equal(await played.count(), 1);
  assert.deepEqual([await played.getAttribute('data-first'), await played.getAttribute('data-second')], ['Ana', 'Eva']);
  // A level match asks for lots; the one who won them goes on.
  await played.locator('[data-result="1/2-1/2"]').click();
  const lots = played.locator('[data-lots]');
  await lots.first().waitFor();
  const lucky = await lots.nth(1).getAttribute('data-lots');
  await lots.nth(1).click();
  assert.equal(await played.getAttribute('data-winner'), lucky);
  for (let stage = 2; stage <= 4 && !(await page.locator('[data-champion]').count()); stage++) {
    await action(page, 'pair-round').click();
    await page.locator(`[data-part="winners"] [data-stage="${stage}"]`).waitFor();
    await playStage(page);
  }
  await page.locator('[data-champion]').waitFor();
  assert.equal(await action(page, 'pair-round').count(), 0, 'nothing left to pair');
  assert.deepEqual(await audit(page), [], 'the bracket');
  await page.screenshot({ path: SHOTS + 'tournament-knockout-1280x800.png', fullPage: true });
  await action(page, 'tournament-wall').click();
  await page.setViewportSize({ width: 1920, height: 1080 });
  assert.equal(await page.locator('.tournament-wall [data-champion]').count(), 1);
  assert.equal(await page.locator('.tournament-wall [data-result]').count(), 0, 'nothing to tap on the wall');
  assert.ok(await page.locator('.tournament-wall [data-result-shown="1-0"]').count() >= 3, 'the results written');
  assert.deepEqual(await audit(page), [], 'the bracket on the wall');
  await page.screenshot({ path: SHOTS + 'tournament-wall-knockout-1920x1080.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await action(page, 'leave-tournament-wall').click();
  // Kept on the device: after a reload the bracket is there as it was.
  const champion = await page.locator('[data-champion]').getAttribute('data-champion');
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  await openTournament(page);
  assert.equal(await page.locator('[data-champion]').getAttribute('data-champion'), champion);

  // A double knockout of four, two games a match, a faster game when level.
  await action(page, 'new-tournament').click();
  await action(page, 'confirm-new-tournament').click();
  await page.locator('[data-system="double-knockout"]').click();
  await page.locator('[data-field="match-games"]').fill('2');
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  // Two games each, White first for the higher seed: 1-0 twice is level,
  // so the model adds a faster game.
  const first = page.locator('[data-part="winners"] [data-stage="1"] .match').first();
  await first.locator('tr[data-game="1"] [data-result="1-0"]').click();
  await first.locator('tr[data-game="2"] [data-result="1-0"]').click();
  await first.locator('tr[data-game="3"]').waitFor();
  assert.match(await first.locator('tr[data-game="3"]').innerText(), /Faster tie-break game/);
  await playStage(page);
  for (let i = 0; i < 8 && !(await page.locator('[data-champion]').count()); i++) {
    await action(page, 'pair-round').click();
    await playStage(page);
  }
  await page.locator('[data-champion]').waitFor();
  assert.ok(await page.locator('[data-part="losers"] .match').count() >= 2, 'a losers\' bracket');
  assert.ok(await page.locator('[data-part="final"] .match').count() >= 1, 'a final');
  assert.deepEqual(await audit(page), [], 'the double knockout');
  await page.screenshot({ path: SHOTS + 'tournament-double-knockout-1280x800.png', fullPage: true });
  await context.close();
});

test('groups and their final, and earlier tournaments opened again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-field="tournament-name"]').fill('Spring groups');
  await page.locator('[data-system="groups"]').click();
  await page.locator('[data-field="zones"]').fill('2');
  await page.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid\nEva\nFede');
  await action(page, 'create-tournament').click();
  // Two zones of three: three rounds, one resting in each zone every round.
  for (let round = 1; round <= 3; round++) {
    assert.equal(await action(page, 'start-final').count(), 0, 'no final before the zones are over');
    await action(page, 'pair-round').click();
    await page.locator(`[data-round="${round}"] tr[data-board]`).first().waitFor();
    assert.equal(await playRound(page, round), 2);
  }
  assert.equal(await page.locator('.standings h5').count(), 2, 'one table a zone');
  const winners = [];
  for (const table of await page.locator('.standings table').all()) {
    winners.push(await table.locator('tr[data-rank]').first().getAttribute('data-player'));
  }
  await action(page, 'start-final').click();
  await page.locator('[data-tournament-name]', { hasText: 'Spring groups: final' }).waitFor();
  const finalists = await page.locator('.standings tr[data-player]').evaluateAll((rows) => rows.map((r) => r.dataset.player));
  assert.deepEqual(finalists.sort(), winners.sort(), 'the zone winners');
  // Nothing is lost: both are kept, and either opens again.
  await action(page, 'new-tournament').click();
  await action(page, 'confirm-new-tournament').click();
  await inView(page, '#tournament-title');
  const earlier = page.locator('[data-earlier]');
  await earlier.first().waitFor();
  assert.deepEqual(await earlier.evaluateAll((li) => li.map((l) => l.dataset.earlier)),
    ['Spring groups: final', 'Spring groups'], 'newest first');
  assert.deepEqual(await audit(page), [], 'the earlier tournaments');
  // An earlier one to a file, then off the device (only once its file is saved).
  const final = page.locator('[data-earlier="Spring groups: final"]');
  assert.equal(await final.locator('[data-action="remove-earlier"]').count(), 0, 'not before its file');
  const [download] = await Promise.all([page.waitForEvent('download'), final.locator('[data-action="earlier-to-file"]').click()]);
  assert.equal(download.suggestedFilename(), 'Spring-groups--final.peoncito.json');
  const copy = SHOTS + 'earlier-final.peoncito.json';
  await download.saveAs(copy);
  await final.locator('[data-action="remove-earlier"]').waitFor();
  assert.deepEqual(await audit(page), [], 'an earlier tournament saved as a file');
  await final.scrollIntoViewIfNeeded();
  await page.screenshot({ path: SHOTS + 'tournament-earlier-1280x800.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await final.scrollIntoViewIfNeeded();
  await page.screenshot({ path: SHOTS + 'tournament-earlier-800x1280.png' });
  await final.locator('[data-action="remove-earlier"]').click();
  await final.waitFor({ state: 'detached' });
  assert.deepEqual(await earlier.evaluateAll((li) => li.map((l) => l.dataset.earlier)), ['Spring groups']);
  await page.reload();
  await openTournament(page);
  await earlier.first().waitFor();
  assert.deepEqual(await earlier.evaluateAll((li) => li.map((l) => l.dataset.earlier)), ['Spring groups'], 'kept so');
  // The file opens it again, whole.
  await page.locator('[data-field="open-copy"]').setInputFiles(copy);
  await page.locator('[data-tournament-name]', { hasText: 'Spring groups: final' }).waitFor();
  assert.equal(await page.locator('.standings tr[data-player]').count(), finalists.length);
  await action(page, 'new-tournament').click();
  await action(page, 'confirm-new-tournament').click();
  await page.locator('[data-earlier="Spring groups"] [data-action="open-earlier"]').click();
  await page.locator('[data-tournament-name]', { hasText: /^Spring groups$/ }).waitFor();
  assert.equal(await page.locator('[data-round="3"] tr[data-board]').count(), 2);
  await context.close();
});

test('stop all games to explain a rule: the wall stops the round timer and a clock running in another tab, then all go on (es)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-ES' });
  // A game with a clock in one tab of this device.
  const board = await openApp(context, app.server.url);
  await openTeacher(board, '1357');
  await board.locator('[data-setting="clock"]').selectOption({ index: 3 });
  await saveSettings(board);
  await action(board, 'new-game').click();
  await tapMove(board, 'e2', 'e4');
  await board.locator('[data-clock="black"].running').waitFor();
  // The tournament on the wall in another tab.
  const wall = await context.newPage();
  await wall.goto(app.server.url);
  await wall.locator('[data-square="e2"]').waitFor();
  await openTeacher(wall, '1357');
  await action(wall, 'tournament').click();
  await wall.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(wall, 'create-tournament').click();
  await action(wall, 'pair-round').click();
  // The arbiter recommends a draw on board 1: in round 1 of 3 it is too
  // early for first place to be at stake on one board more than another.
  const first = wall.locator('[data-round="1"] tr[data-board="1"]');
  await first.locator('[data-action="recommend-draw"]').click();
  await first.locator('[data-other-result="draw-recommended"]').waitFor();
  assert.equal(await wall.locator('[data-first-place-at-stake]').count(), 0);
  // In round 2 a player of board 1 can still finish first: the desk asks.
  await wall.locator('[data-round="1"] tr[data-board="2"] [data-result="1-0"]').click();
  await action(wall, 'pair-round').click();
  const second = wall.locator('[data-round="2"] tr[data-board="1"]');
  await second.locator('[data-action="recommend-draw"]').click();
  assert.match(await second.locator('[data-first-place-at-stake]').innerText(), /primer puesto/);
  await second.locator('[data-action="confirm-recommend-draw"]').click();
  await second.locator('[data-other-result="draw-recommended"]').waitFor();
  assert.equal(await wall.locator('[data-round="2"] [data-still-playing="1"]').count(), 1);
  await action(wall, 'tournament-wall').click();
  await wall.locator('[data-field="timer-minutes"]').fill('20');
  await action(wall, 'start-timer').click();
  await action(wall, 'stop-all').click();
  const stopped = wall.locator('[data-stopped]');
  await stopped.waitFor();
  assert.match(await stopped.innerText(), /¡Alto! Escuchad al árbitro/);
  assert.equal(await wall.evaluate(() => document.activeElement?.dataset.action), 'resume-all', 'the focus on “go on”');
  assert.deepEqual(await audit(wall), [], 'the stopped wall');
  await wall.screenshot({ path: SHOTS + 'tournament-wall-stopped-1920x1080.png' });
  const before = await wall.locator('[data-time-left]').getAttribute('data-time-left');
  // The other tab's clock has stopped too.
  await board.waitForFunction(() => document.querySelectorAll('.clock.running').length === 0);
  await wall.waitForTimeout(1500);
  assert.equal(await wall.locator('[data-time-left]').getAttribute('data-time-left'), before, 'the round timer waits');
  await action(wall, 'resume-all').click();
  assert.equal(await stopped.count(), 0);
  await board.locator('[data-clock="black"].running').waitFor();
  await wall.waitForFunction((b) => Number(document.querySelector('[data-time-left]').dataset.timeLeft) < Number(b), before);
  await wall.setViewportSize({ width: 800, height: 1280 });
  await action(wall, 'stop-all').click();
  await stopped.waitFor();
  await wall.screenshot({ path: SHOTS + 'tournament-wall-stopped-800x1280.png' });
  await action(wall, 'resume-all').click();
  await context.close();
});

test('a round is paired in a worker, the page free meanwhile, and drawn over a few frames; on the page when the worker cannot load', async () => {
  for (const workerLoads of [true, false]) {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    if (!workerLoads) await context.route('**/pairing_worker.js', (route) => route.abort());
    const page = await openApp(context, app.server.url);
    const workers = [];
    page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
    await openTournament(page);
    // More boards than one frame draws: the last comes a few frames later.
    await page.locator('[data-field="players"]').fill(Array.from({ length: 74 }, (_, i) => `Pupil ${i + 1}`).join('\n'));
    await action(page, 'create-tournament').click();
    await action(page, 'pair-round').click();
    await page.locator('[data-round="1"] tr[data-board="37"]').waitFor();
    assert.equal(await page.locator('[data-round="1"] tr[data-board]').count(), 37);
    assert.equal(workers.some((w) => w.endsWith('/pairing_worker.js')), workerLoads, 'paired by the worker');
    await playRound(page, 1);
    await action(page, 'pair-round').click();
    await page.locator('[data-round="2"] tr[data-board]').first().waitFor();
    assert.equal(await action(page, 'pair-round').getAttribute('aria-busy'), 'false');
    assert.equal(await page.locator('[data-problem]').count(), 0, 'nothing went wrong');
    await context.close();
  }
});

test('two pupils with the same name are told apart before the start and everywhere after (es)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-field="players"]').fill('Ana; 3.º A\nBruno\nana; 3.º B\nbruno\nCarla\nMaximilianoalejandrodelasantisimatrinidad');
  const said = await page.locator('.list-problems').innerText();
  assert.match(said, /Línea 3: el mismo nombre que en la línea 1\. Para distinguirlos se llamarán «\u2068?Ana \(3\.º A\)\u2069?» y «\u2068?ana \(3\.º B\)\u2069?»/);
  assert.match(said, /se llamarán «\u2068?Bruno 1\u2069?» y «\u2068?bruno 2\u2069?»/);
  await page.screenshot({ path: SHOTS + 'tournament-twins-800x1280.png', fullPage: true });
  await action(page, 'create-tournament').click();
  await action(page, 'pair-round').click();
  await page.locator('[data-round="1"] tr[data-board]').first().waitFor();
  const shown = [];
  for (const row of await page.locator('[data-round="1"] tr[data-board]').all()) {
    shown.push(await row.getAttribute('data-white'), await row.getAttribute('data-black'));
  }
  for (const bye of await page.locator('[data-round="1"] tr[data-bye]').all()) shown.push(await bye.getAttribute('data-bye'));
  assert.deepEqual(shown.sort(), ['Ana (3.º A)', 'Bruno 1', 'Carla', 'Maximilianoalejandrodelasantisimatrinida', 'ana (3.º B)', 'bruno 2'].sort());
  // The papers are beside the round, above its boards.
  const papers = await page.locator('.tournament-papers').boundingBox();
  const round = await page.locator('[data-round="1"]').boundingBox();
  assert.ok(papers.y < round.y, 'the print buttons come before the round');
  // A forty-letter name widens nothing on the tablet and is never cut.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 800), 'no page wider than the tablet');
  const standings = await page.locator('.standings tr[data-player]').evaluateAll((rows) => rows.map((r) => r.dataset.player));
  assert.equal(new Set(standings).size, 6, 'six different names in the standings');
  await page.locator('[data-print="diplomas"]').click();
  const diploma = page.locator('[data-diploma="participation"][data-player="Maximilianoalejandrodelasantisimatrinida"] .diploma-name');
  assert.ok(await diploma.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().right <= 800), 'the long name fits the diploma');
  await page.screenshot({ path: SHOTS + 'tournament-long-name-diploma-800x1280.png' });
  await action(page, 'leave-paper').click();
  await action(page, 'tournament-wall').click();
  const seats = await page.locator('.wall-seats li').evaluateAll((items) => items.map((i) => i.dataset.seat));
  assert.equal(new Set(seats).size, 6, 'six different names on the wall');
  await context.close();
});

test('a round robin in two classes: who won, the podium, each class its standings and podium, placed diplomas (en)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-system="round-robin"]').click();
  await page.locator('[data-field="players"]').fill('Ana; 3A\nBruno; 3B\nCarla; 3A\nDavid; 3B');
  await action(page, 'create-tournament').click();
  for (let round = 1; round <= 3; round++) {
    await action(page, 'pair-round').click();
    await page.locator(`[data-round="${round}"] tr[data-board]`).first().waitFor();
    await playRound(page, round);
  }
  const finished = page.locator('.tournament-actions [data-finished]');
  assert.match(await finished.innerText(), /The tournament is over! .+ wins\.|share first place/);
  assert.equal(await page.locator('[data-action="start-timer"]').count(), 0, 'no round to start');
  assert.ok(await page.locator('.standings [data-podium=""] li').count() >= 3);
  assert.deepEqual(await page.locator('.standings [data-category]').evaluateAll((s) => s.map((e) => e.dataset.category)), ['3A', '3B']);
  for (const c of ['3A', '3B']) {
    assert.equal(await page.locator(`[data-category="${c}"] tr[data-rank]`).count(), 2, `class ${c}`);
    assert.ok(await page.locator(`[data-category="${c}"] [data-podium="${c}"] li`).count() >= 1);
  }
  // Tie-breaks in words, with what they mean.
  assert.match(await page.locator('.standings th[data-tie-break="DE"]').first().innerText(), /Between them/);
  assert.match(await page.locator('.standings .tie-break-legend').innerText(), /Sonneborn-Berger/);
  assert.deepEqual(await audit(page), [], 'the finished desk');
  await page.screenshot({ path: SHOTS + 'tournament-finished-1920x1080.png', fullPage: true });
  await action(page, 'tournament-wall').click();
  await page.locator('.tournament-wall [data-finished]').waitFor();
  await page.locator('[data-wall-part="standings"]').click();
  assert.deepEqual(await audit(page), [], 'the finished wall');
  await page.screenshot({ path: SHOTS + 'tournament-wall-podium-1920x1080.png' });
  await action(page, 'leave-tournament-wall').click();
  await page.locator('[data-print="diplomas"]').click();
  assert.equal(await page.locator('[data-diploma="participation"]').count(), 4);
  const classPlaces = await page.locator('[data-diploma="place"]').evaluateAll((d) => d.map((e) => e.innerText));
  assert.ok(classPlaces.some((t) => /1st place in class/.test(t)), classPlaces.join(' | '));
  await page.setViewportSize({ width: 800, height: 1280 });
  await action(page, 'leave-paper').click();
  await page.screenshot({ path: SHOTS + 'tournament-finished-800x1280.png', fullPage: true });
  await context.close();
});

/** A Scheveningen, the regulation's own example: girls against boys, five
 *  against three, so the boys play five games each and the girls three.
 *  The teams' match is worked out here from the boards and the results
 *  tapped, apart from the app, and must be what the desk, the wall, the
 *  paper and the diplomas show. */
test('a Scheveningen, girls against boys five to three: the teams\' match on the desk, the wall, paper and diplomas (es)', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url, (p) => p.clock.install());
  await openTournament(page);
  await page.locator('[data-system="scheveningen"]').click();
  const girls = ['Ana', 'Bea', 'Carla', 'Dora', 'Elena'];
  const boys = ['Fede', 'Gus', 'Hugo'];
  await page.locator('[data-field="players"]').fill([...girls.map((n) => `${n}; Chicas`), ...boys.map((n) => `${n}; Chicos`)].join('\n'));
  await action(page, 'create-tournament').click();
  const teamOf = (name) => (girls.includes(name) ? 'Chicas' : 'Chicos');
  const teams = { Chicas: 0, Chicos: 0 };
  const pupils = Object.fromEntries([...girls, ...boys].map((n) => [n, { points: 0, games: 0 }]));
  // Names are isolated (U+2068…U+2069); the checks read the words.
  const words = async (locator) => (await locator.innerText()).replace(/[\u2068\u2069]/g, '').trim();
  const halves = (points) => `${Math.floor(points)}${points % 1 ? '½' : ''}`.replace(/^0½$/, '½');
  for (let round = 1; round <= 5; round++) {
    await action(page, 'pair-round').click();
    const rows = page.locator(`[data-round="${round}"] tr[data-board]`);
    await rows.first().waitFor();
    assert.equal(await rows.count(), 3, `round ${round}: three games, two girls rest`);
    for (let i = 0; i < 3; i++) {
      const white = await rows.nth(i).getAttribute('data-white');
      const black = await rows.nth(i).getAttribute('data-black');
      // Board 1 to the boy, board 3 to the girl; board 2 to the girl, but
      // drawn in the last round.
      const girlWins = i > 0 && !(i === 1 && round === 5);
      const drawn = i === 1 && round === 5;
      const winner = girlWins ? (teamOf(white) === 'Chicas' ? white : black) : (teamOf(white) === 'Chicos' ? white : black);
      const result = drawn ? '1/2-1/2' : winner === white ? '1-0' : '0-1';
      await rows.nth(i).locator(`[data-result="${result}"]`).click();
      await rows.nth(i).locator(`[data-result="${result}"][aria-pressed="true"]`).waitFor();
      for (const name of [white, black]) {
        const points = drawn ? 0.5 : name === winner ? 1 : 0;
        pupils[name].points += points;
        pupils[name].games += 1;
        teams[teamOf(name)] += points;
      }
    }
    for (const [team, points] of Object.entries(teams)) {
      assert.equal(await page.locator(`.standings [data-team="${team}"]`).getAttribute('data-team-score'), points.toFixed(1), `${team} after round ${round}`);
    }
  }
  assert.deepEqual(teams, { Chicas: 9.5, Chicos: 5.5 }, 'fifteen games, a point each');
  const score = `Chicas ${halves(teams.Chicas)} – ${halves(teams.Chicos)} Chicos`;

  // The desk: who won, the teams' podium and none of a pupil, each team's pupils.
  assert.match(await words(page.locator('.tournament-actions [data-finished]')), /¡Torneo terminado! Gana el equipo Chicas, 9½ a 5½\./);
  await inView(page, '[data-podium]');
  assert.deepEqual(await page.locator('.standings [data-podium] li').evaluateAll((l) => l.map((e) => [e.dataset.place, e.querySelector('.podium-name').textContent])),
    [['1', 'Chicas'], ['2', 'Chicos']], 'the podium is the teams\'');
  assert.equal(await page.locator('.standings [data-podium]').count(), 1, 'no podium of pupils');
  assert.equal(await words(page.locator('.standings .match-score')), score);
  assert.equal(await page.locator('.standings [data-team="Chicas"] td').last().innerText(), '4', 'rounds won: the last was level');
  for (const [name, { points }] of Object.entries(pupils)) {
    assert.equal(await page.locator(`.standings tr[data-player="${name}"]`).first().getAttribute('data-points'), points.toFixed(1), name);
  }
  assert.deepEqual((await page.locator('.standings [data-category] h5').allInnerTexts()).map((h) => h.replace(/[\u2068\u2069]/g, '')), ['Equipo Chicas', 'Equipo Chicos']);
  assert.deepEqual(await audit(page), [], 'the finished Scheveningen');
  await page.screenshot({ path: SHOTS + 'scheveningen-finished-1280x800.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.locator('.standings [data-team-match]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: SHOTS + 'scheveningen-finished-800x1280.png' });

  // The wall: the match above the pupils, at both projector sizes.
  await action(page, 'tournament-wall').click();
  await page.locator('.tournament-wall [data-finished]').waitFor();
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    await page.setViewportSize({ width, height });
    await wallFits(page, width, height, `scheveningen-${width}x${height}`);
    await page.locator('[data-wall-part="standings"]').click();
    assert.equal(await words(page.locator('.tournament-wall .match-score')), score);
    assert.equal(await page.locator('.tournament-wall [data-team="Chicos"]').getAttribute('data-team-score'), '5.5');
    assert.deepEqual(await page.locator('.tournament-wall [data-podium] li').evaluateAll((l) => l.map((e) => e.dataset.place)), ['1', '2']);
    assert.deepEqual(await audit(page), [], `the wall at ${width}×${height}`);
    await page.screenshot({ path: `${SHOTS}scheveningen-wall-${width}x${height}.png` });
  }
  await action(page, 'leave-tournament-wall').click();

  // Paper: the standings with the match, and a diploma for each pupil
  // with their team, the match and their own points.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('[data-print="standings"]').click();
  assert.equal(await page.locator('.paper [data-team]').count(), 2);
  assert.equal(await words(page.locator('.paper .match-score')), score);
  await action(page, 'leave-paper').click();
  assert.ok(await printPaper(page, 'standings', 'scheveningen-standings.pdf') >= 1);
  await page.locator('[data-print="diplomas"]').click();
  const diplomas = page.locator('[data-diploma="team"]');
  assert.equal(await diplomas.count(), 8, 'one for each pupil, for the team');
  assert.equal(await page.locator('[data-diploma="place"], [data-diploma="participation"]').count(), 0);
  for (const name of ['Ana', 'Hugo']) {
    const text = await words(page.locator(`[data-diploma="team"][data-player="${name}"]`));
    const { points, games } = pupils[name];
    const won = teamOf(name) === 'Chicas' ? ', que ganó el encuentro' : '';
    assert.match(text, new RegExp(`del equipo ${teamOf(name)}${won}\\n`), text);
    assert.ok(text.includes(score), text);
    assert.ok(text.includes(`${halves(points)} punto${points === 1 || points === 0.5 ? '' : 's'} en ${games} partidas`), text);
  }
  await page.locator('[data-diploma="team"][data-player="Hugo"]').screenshot({ path: SHOTS + 'scheveningen-diploma.png' });
  await action(page, 'leave-paper').click();
  assert.equal(await printPaper(page, 'diplomas', 'scheveningen-diplomas.pdf'), 8, 'a page a diploma');
  await context.close();
});

/** Every view of the wall, page after page (the pages turn by themselves):
 *  nothing taller or wider than the screen, names on one line, type big
 *  enough for the back row. */
async function wallFits(page, width, height, what) {
  const minType = Math.max(20, (height * 32) / 1080) - 0.5;
  for (const part of ['pairings', 'standings', 'cross-table']) {
    await page.locator(`[data-wall-part="${part}"]`).click();
    const marker = page.locator('[data-wall-page]');
    const pages = (await marker.count()) ? Number((await marker.getAttribute('data-wall-page')).split('/')[1]) : 1;
    for (let p = 1; p <= pages; p++) {
      if (pages > 1) await page.locator(`[data-wall-page="${p}/${pages}"]`).waitFor();
      const fit = await page.evaluate(() => ({
        tall: document.documentElement.scrollHeight, wide: document.documentElement.scrollWidth,
        seats: [...document.querySelectorAll('.wall-seats li')].map((li) => li.getBoundingClientRect().height / parseFloat(getComputedStyle(li).lineHeight)),
        type: parseFloat(getComputedStyle(document.querySelector('.tournament-wall table, .wall-seats')).fontSize),
      }));
      assert.ok(fit.tall <= height + 1, `${what} ${part} page ${p}/${pages}: ${fit.tall}px tall`);
      assert.ok(fit.wide <= width + 1, `${what} ${part} page ${p}/${pages}: ${fit.wide}px wide`);
      assert.ok(fit.seats.every((lines) => lines < 1.6), `${what}: every seat on one line`);
      assert.ok(fit.type >= minType, `${what} ${part}: type ${fit.type}px`);
      await page.screenshot({ path: `${SHOTS}wall-${what}-${part}-${p}.png` });
      if (p < pages) await page.clock.fastForward(12_000);
    }
  }
}

test('the wall fits 18 and 40 players at 1920×1080 and 1280×720, pages turning by themselves', async () => {
  const names = ['Lucía Fernández', 'Mateo Ruiz', 'Valentina Gómez', 'Hugo Martín', 'Martina López',
    'Leo Sánchez', 'Sofía Díaz', 'Daniel Moreno', 'Julia Álvarez', 'Pablo Romero', 'Paula Navarro',
    'Álvaro Torres', 'Emma Domínguez', 'Manuel Vázquez', 'Olivia Ramos', 'Enzo Gil', 'Carla Serrano',
    'Marco Blanco', 'Alba Molina', 'Adrián Castro', 'Lola Ortega', 'Mario Delgado', 'Vera Rubio',
    'Izan Marín', 'Noa Sanz', 'Bruno Iglesias', 'Chloe Núñez', 'Thiago Medina', 'Jimena Garrido',
    'Marcos Cortés', 'Triana Castillo', 'Gonzalo Santos', 'Abril Guerrero', 'Eric Lozano',
    'Aitana Cano', 'Rodrigo Prieto', 'Candela Méndez', 'Iker Calvo', 'Elena Vidal', 'Maximiliano de la Fuente'];
  for (const count of [18, 40]) {
    const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-ES' });
    const page = await openApp(context, app.server.url, (p) => p.clock.install());
    await openTournament(page);
    await page.locator('[data-system="swiss"]').click();
    await page.locator('[data-field="players"]').fill(names.slice(0, count).join('\n'));
    await action(page, 'create-tournament').click();
    await action(page, 'pair-round').click();
    await page.locator('[data-round="1"] tr[data-board]').first().waitFor();
    await playRound(page, 1);
    await action(page, 'pair-round').click();
    await page.locator('[data-round="2"] tr[data-board]').first().waitFor();
    await action(page, 'tournament-wall').click();
    for (const [width, height] of [[1920, 1080], [1280, 720]]) {
      await page.setViewportSize({ width, height });
      await wallFits(page, width, height, `${count}-${width}x${height}`);
    }
    await context.close();
  }
});

test('a copy of a tournament, downloaded on one device, opens on another as it was; a broken file is refused (en)', async () => {
  const first = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const desk = await openApp(first, app.server.url);
  await openTournament(desk);
  await desk.locator('[data-field="tournament-name"]').fill('Friday club');
  await desk.locator('[data-system="round-robin"]').click();
  await desk.locator('[data-field="players"]').fill('Ana\nBruno\nCarla\nDavid');
  await action(desk, 'create-tournament').click();
  await action(desk, 'pair-round').click();
  await desk.locator('[data-round="1"] tr[data-board="1"] [data-result="1-0"]').click();
  const [download] = await Promise.all([desk.waitForEvent('download'), action(desk, 'export-backup').click()]);
  // Kept where the other device can choose it (the download goes with its browser).
  const copy = SHOTS + download.suggestedFilename();
  await download.saveAs(copy);
  await first.close();

  const second = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'en-GB' });
  const laptop = await openApp(second, app.server.url);
  await openTournament(laptop);
  // Not a tournament: said, and nothing changes.
  const broken = SHOTS + 'not-a-tournament.json';
  writeFileSync(broken, '{"players": 3}');
  await laptop.locator('[data-field="open-copy"]').setInputFiles(broken);
  await laptop.locator('[data-problem]', { hasText: 'That copy could not be opened' }).waitFor();
  assert.equal(await laptop.locator('[data-round]').count(), 0);
  await laptop.locator('[data-field="open-copy"]').setInputFiles(copy);
  await laptop.locator('[data-round="1"] tr[data-board="1"] [data-result="1-0"][aria-pressed="true"]').waitFor();
  assert.match(await laptop.locator('.tournament').innerText(), /Friday club/);
  assert.equal(await laptop.locator('[data-problem]').count(), 0, 'the refusal is gone');
  // Kept on this device: a reload opens it again.
  await laptop.reload();
  await openTournament(laptop);
  await laptop.locator('[data-round="1"] tr[data-board="1"] [data-result="1-0"][aria-pressed="true"]').waitFor();
  assert.deepEqual(await audit(laptop), [], 'the copy opened');
  // The same copy opened again, after a new tournament put it away, is
  // the one tournament taken back from the earlier ones, not a second.
  for (let again = 0; again < 2; again++) {
    await action(laptop, 'new-tournament').click();
    await action(laptop, 'confirm-new-tournament').click();
    await laptop.locator('[data-earlier]').first().waitFor();
    assert.equal(await laptop.locator('[data-earlier]').count(), 1, 'put away once');
    await laptop.locator('[data-field="open-copy"]').setInputFiles(copy);
    await laptop.locator('[data-round="1"] tr[data-board="1"] [data-result="1-0"][aria-pressed="true"]').waitFor();
  }
  const earlier = await stored(laptop, 'peoncito.tournament.earlier').then((t) => JSON.parse(t ?? '[]'));
  assert.equal(earlier.length, 0, 'one tournament, shown, none kept twice');
  await second.close();
});
