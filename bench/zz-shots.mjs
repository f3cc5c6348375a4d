import { chromium } from 'playwright-core';
import { serveFolder } from './files.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const { server, origin } = await serveFolder(process.argv[2]);
const errors = [];
async function tap(page, sq) { await page.locator(`[data-square="${sq}"]`).tap(); }
{ // Tablet, Spanish, touch.
  const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, locale: 'es-ES' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/?lang=es`);
  await page.locator('[data-square="e2"] [data-piece]').waitFor();
  await tap(page, 'e2'); await tap(page, 'e4');
  await tap(page, 'e7'); await tap(page, 'e5');
  await tap(page, 'g1');
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/tablet-game.png' });
  console.log('g1 label:', await page.locator('[data-square="g1"]').getAttribute('aria-label'));
  console.log('e5:', await page.locator('[data-square="e5"]').evaluate((e) => e.outerHTML));
  await page.locator('[data-action="lessons"]').click();
  await page.locator('button[data-stage="rook"]').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/shots/tablet-lesson.png' });
  console.log('stars:', await page.locator('[data-star]').count());
  await ctx.close();
}
{ // Projector, English, mouse; the board turned.
  const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/?lang=en`);
  await page.locator('[data-square="e2"] [data-piece]').waitFor();
  for (const sq of ['d2', 'd4', 'd7', 'd5', 'c1', 'g5']) await page.locator(`[data-square="${sq}"]`).click();
  await page.locator('[data-action="flip"]').click();
  await page.locator('[data-square="e7"]').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/projector-flipped.png' });
  console.log('e7 label:', await page.locator('[data-square="e7"]').getAttribute('aria-label'));
  await ctx.close();
}
console.log('errors:', errors);
await browser.close(); server.close();
