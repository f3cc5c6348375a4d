// The teacher's guide's pictures, made from the built site in each guide's
// language: a teacher's first class, the projector, the computer, a school
// tournament day, the class and the school server's screen, each picture
// saved where the guide shows it (docs/guia/pictures, docs/guide/pictures),
// so the guide never shows an old screen. Then the guide itself, opened
// from the teacher's panel: in the page's language, every picture shown.
// `tests/docs.rs` checks that each picture a guide names is made here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { servedApp, openApp, openTeacher, action, audit } from './support.mjs';
import { teachersDay } from './tour.mjs';

const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../target/screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const app = servedApp();

const GUIDES = [
  { folder: 'guia', locale: 'es-ES', title: /Guía del profesor/, players: ['Ana', 'Bruno', 'Carla', 'David'], tournament: 'Liga de 4.º', className: '4.º A' },
  { folder: 'guide', locale: 'en-GB', title: /Teacher's guide/, players: ['Amy', 'Ben', 'Chloe', 'Dan'], tournament: 'Year 4 league', className: 'Year 4' },
];

/** What the guide in `folder` says each picture's screen offers: its
 *  `<!-- shows: picture action… -->` lines, by picture. */
function claims(folder) {
  const text = readFileSync(`${DOCS}${folder}/README.md`, 'utf8');
  return new Map([...text.matchAll(/<!-- shows: (\S+) ([^>]*?) -->/g)].map(([, picture, actions]) => [picture, actions.split(/\s+/)]));
}

for (const guide of GUIDES) {
  test(`the teacher's guide and its pictures (${guide.folder})`, async () => {
    mkdirSync(`${DOCS}${guide.folder}/pictures`, { recursive: true });
    // What the guide says each screen offers, checked on that screen.
    const claimed = claims(guide.folder);
    const checked = new Set();
    /** Saves what `target` (a page or a part of it) shows as the guide's
     *  picture `name`, once the guide's claims about it hold. */
    const shot = async (target, name, options = {}) => {
      for (const code of claimed.get(name) ?? []) {
        assert.ok(await target.locator(`[data-action="${code}"]`).count() > 0, `the guide says ${name} offers ${code}`);
      }
      checked.add(name);
      await target.screenshot({ path: `${DOCS}${guide.folder}/pictures/${name}.png`, ...options });
    };
    const context = await app.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: guide.locale });
    // One day and time of day on every run: the pictures change only when a screen does.
    await context.clock.setFixedTime(new Date('2026-03-12T10:30:00'));
    const page = await openApp(context, app.server.url);

    await teachersDay(app, page, guide, shot);
    assert.deepEqual([...claimed.keys()].filter((k) => !checked.has(k)), [], 'every claim of the guide checked');

    // The guide itself, from the teacher's panel, every picture shown.
    await openTeacher(page, '2468');
    await action(page, 'guide').click();
    const article = page.locator('article.guide');
    await article.locator('h1').waitFor();
    assert.match(await article.locator('h1').innerText(), guide.title);
    const pictures = article.locator('img');
    assert.ok(await pictures.count() >= 10, `${await pictures.count()} pictures`);
    for (let i = 0; i < await pictures.count(); i++) {
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => img.complete, await pictures.nth(i).elementHandle());
      assert.ok(await pictures.nth(i).evaluate((img) => img.naturalWidth > 0), await pictures.nth(i).getAttribute('src'));
    }
    // Its own links lead to its sections.
    const links = await article.locator('a[href^="#"]').evaluateAll((a) => a.map((l) => decodeURIComponent(l.getAttribute('href').slice(1))));
    assert.ok(links.length >= 5, `${links.length} links to sections`);
    for (const id of links) assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `#${id}`);
    assert.deepEqual(await audit(page), [], 'the guide');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}guide-${guide.folder}-1024x768.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}guide-${guide.folder}-1920x1080.png` });
    await action(page, 'close-tournament').click();
    await context.close();
  });
}
