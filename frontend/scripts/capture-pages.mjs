// Screenshots every public page at 375 px and 1440 px, plus the open cart drawer and the
// login-required modal, and runs axe-core on each page. Prints console errors and serious/critical
// accessibility violations; exits 1 if there are any.
//
//   npx vite build && npx vite preview --port 4173 &
//   node scripts/capture-pages.mjs [baseUrl=http://localhost:4173] [outDir=/tmp/storefront-shots]
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const baseUrl = process.argv[2] ?? 'http://localhost:4173';
const outDir = process.argv[3] ?? '/tmp/storefront-shots';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync(outDir, { recursive: true });

const PAGES = [
  '/',
  '/pricing',
  '/about',
  '/legal',
  '/terms',
  '/privacy',
  '/success',
  '/ip-banned',
  '/no-such-page',
];
const WIDTHS = [375, 1440];
const BAN = {
  error: 'Access denied',
  code: 'IP_BANNED',
  banned: true,
  reason: 'Multiple accounts',
  expires_at: new Date(Date.now() + 26 * 3600_000).toISOString(),
  is_permanent: false,
  banned_at: new Date().toISOString(),
  admin_note: 'Appeal by email if this is wrong.',
};

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const problems = [];

function slug(path) {
  return path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

async function newPage(width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(String(err)));
  // No gateway behind the preview server: answer the API like it would.
  await page.route('**/api/check-ip-status', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(BAN) }),
  );
  return { context, page, errors };
}

async function audit(page, label) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.length} node(s) e.g. ${v.nodes[0]?.target.join(' ')}`);
  });
  for (const violation of result) problems.push(`${label} axe ${violation}`);
}

for (const width of WIDTHS) {
  for (const path of PAGES) {
    const { context, page, errors } = await newPage(width);
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const label = `${path} @${width}`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label} overflows horizontally by ${overflow}px`);
    await page.screenshot({ path: `${outDir}/${slug(path)}-${width}.png`, fullPage: true });
    if (width === 1440) await audit(page, label);
    // The 404 route logs nothing; a missing API behind the preview is not an app error.
    for (const error of errors.filter((e) => !e.includes('Failed to load resource')))
      problems.push(`${label} console: ${error}`);
    await context.close();
  }

  // Cart drawer with two lines, then the login-required modal.
  const { context, page } = await newPage(width);
  await page.goto(`${baseUrl}/pricing`, { waitUntil: 'networkidle' });
  await page.getByRole('radio', { name: '50 credits' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('radio', { name: '10 credits' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/pricing-toasts-${width}.png` });
  await page.getByRole('button', { name: /Open cart/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/cart-drawer-${width}.png` });
  if (width === 1440) await audit(page, `cart drawer @${width}`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/login-modal-${width}.png` });
  if (width === 1440) await audit(page, `login modal @${width}`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Open cart/ }).click();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/cart-empty-${width}.png` });
  await context.close();

  // Navbar after scrolling, and the mobile menu.
  const scrolled = await newPage(width);
  await scrolled.page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
  await scrolled.page.mouse.wheel(0, 600);
  await scrolled.page.waitForTimeout(300);
  await scrolled.page.screenshot({ path: `${outDir}/navbar-scrolled-${width}.png` });
  if (width < 1024) {
    await scrolled.page.getByRole('button', { name: 'Open menu' }).click();
    await scrolled.page.waitForTimeout(200);
    await scrolled.page.screenshot({ path: `${outDir}/mobile-menu-${width}.png` });
  }
  await scrolled.context.close();
}

await browser.close();
console.log(`Screenshots in ${outDir}`);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log('No console errors, overflow or serious/critical axe violations.');
