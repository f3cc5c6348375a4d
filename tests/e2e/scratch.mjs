import { test } from 'node:test';
import { servedApp, openApp, action, tapMove } from './support.mjs';
const app = servedApp();
test('scratch', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-ES' });
  const page = await openApp(context, app.server.url);
  await action(page, 'lessons').click();
  await page.locator('[data-stage="castling"]').click();
  await action(page, 'project-lesson').click();
  await tapMove(page, 'e1', 'e3');
  await page.waitForTimeout(500);
  await tapMove(page, 'e1', 'g1');
  await action(page, 'next-exercise').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/solved1080.png' });
  console.log(await page.evaluate(() => [...document.querySelectorAll('.play .side')].map(s => [s.scrollHeight, s.clientHeight, getComputedStyle(s).fontSize, document.documentElement.style.getPropertyValue('--fit')])));
});
