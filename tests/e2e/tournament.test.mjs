// The tournament screens on the built site: a wasm of their own that the
// board app loads only when the teacher opens them (behind the PIN); a
// round robin and a Swiss run from them, kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, audit } from './support.mjs';

const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

async function openTournament(page) {
  await openTeacher(page, '2468');
  await action(page, 'tournament').click();
  await page.locator('.tournament').waitFor();
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

test('a round robin of six from a pasted list: every round, the results, the standings', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const page = await openApp(context, app.server.url);
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await openTournament(page);
  assert.ok(asked.some((p) => p.endsWith('/tournament_screen_bg.wasm')), 'loaded when opened');
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
      assert.deepEqual(await audit(page), [], 'the wall view');
      await page.screenshot({ path: SHOTS + 'tournament-wall-1920x1080.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await action(page, 'leave-tournament-wall').click();
      // Pairing before the results are in is refused, and said.
      await action(page, 'pair-round').click();
      assert.match(await page.locator('[data-problem]').innerText(), /Enter the result of every board/);
    }
    assert.equal(await playRound(page, round), 3);
  }
  assert.equal(met.size, 15);
  // A round robin's field is fixed once it has begun: a late entry is refused, and said.
  await page.locator('[data-field="late-entry"]').fill('Gala');
  await action(page, 'add-player').click();
  assert.match(await page.locator('[data-problem]').innerText(), /no more players can join/);
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

test('a Swiss in Spanish on a tablet, and a damaged save kept aside', async () => {
  const context = await app.browser.newContext({ viewport: { width: 800, height: 1280 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await openTournament(page);
  await page.locator('[data-system="swiss"]').click();
  const names = ['Ana', 'Bruno', 'Carla', 'David', 'Eva', 'Fede', 'Gala', 'Hugo', 'Inés'];
  await page.locator('[data-field="players"]').fill(names.join('\n'));
  assert.equal(await page.locator('[data-field="rounds"]').getAttribute('placeholder'), '4', 'suggested for nine');
  await page.locator('[data-field="rounds"]').fill('5');
  await action(page, 'create-tournament').click();
  const inRound = async (round, name) => page.locator(
    `[data-round="${round}"] tr[data-white="${name}"], [data-round="${round}"] tr[data-black="${name}"], [data-round="${round}"] tr[data-bye="${name}"]`).count();
  for (let round = 1; round <= 5; round++) {
    await action(page, 'pair-round').click();
    await page.locator(`[data-round="${round}"] tr[data-board]`).first().waitFor();
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
  }
  assert.equal(await page.locator('.standings tr[data-rank]').count(), 10);
  assert.match(await page.locator('.tournament').innerText(), /Clasificación/);
  await page.screenshot({ path: SHOTS + 'tournament-swiss-800x1280.png', fullPage: true });
  // A save damaged by hand is reported, kept aside, and a new one can start.
  await page.evaluate(() => localStorage.setItem('peoncito.tournament', '{"app":"peoncito-tournament","version":1,'));
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  await openTournament(page);
  assert.match(await page.locator('[data-problem]').innerText(), /No se ha podido abrir el torneo/);
  assert.deepEqual(await audit(page), [], 'the damaged save reported');
  assert.equal(await page.evaluate(() => localStorage.getItem('peoncito.tournament.damaged')),
    '{"app":"peoncito-tournament","version":1,');
  assert.equal(await action(page, 'create-tournament').count(), 1);
  await context.close();
});
