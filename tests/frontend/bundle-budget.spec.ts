/**
 * The storefront's JavaScript budget, read from the built frontend (`npm test` builds first):
 * what the home page loads before it is interactive (the entry, its modulepreloads and the home
 * route's chunks) stays within HOME_JS_GZIP_BUDGET, and no chunk that / or /pricing loads carries
 * back-office code or what the public pages load later (socket.io, sonner, auth-js, French, the
 * signed-in bell and menus, the cart drawer). Sizes are gzip level 9, kB = 1000 bytes, as frontend/scripts/bundle-size.mjs prints them.
 *
 * Which source modules each chunk holds comes from dist/.vite/chunk-modules.json (written by a
 * plugin in frontend/vite.config.ts); which chunks belong to which route, from the Vite manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BuiltApp, HOME_JS_GZIP_BUDGET, snapshotDist } from '../../e2e/support/storefront';
import { ROOT } from '../support/stack';
import { recordFigures } from '../support/figures';

/**
 * Back-office source: the admin feature (except the tab ids the route definition validates), the
 * /admin page component, its socket and catalogue, and the charts library of its overview.
 */
const BACK_OFFICE = [
  /^src\/features\/admin\/(?!admin-tabs\.ts$)/,
  /^src\/routes\/admin\.tsx\?/,
  /^src\/lib\/realtime\/admin-socket\.ts$/,
  /^src\/lib\/i18n\/locales\/\w+\/admin\.ts$/,
  /^node_modules\/recharts\//,
];

/** Loaded after the page is up or on demand, never with a public page's first load. */
const DEFERRED = [
  /^node_modules\/socket\.io-client\//,
  /^node_modules\/engine\.io-client\//,
  /^node_modules\/sonner\//,
  /^node_modules\/@supabase\/auth-js\//,
  /^src\/lib\/i18n\/locales\/fr\//,
  // Signed-in users' bell and menu, and the cart drawer until the cart is opened.
  /^src\/features\/notifications\/components\/(notification-bell|live-notifications)\.tsx$/,
  /^src\/features\/auth\/components\/user-menu\.tsx$/,
  /^src\/features\/cart\/components\/(cart-drawer|cart-line|login-required-modal)\.tsx$/,
];

const kB = (bytes: number) => Number((bytes / 1000).toFixed(1));

describe('the storefront bundle', () => {
  let dist: Awaited<ReturnType<typeof snapshotDist>>;
  let built: BuiltApp;
  let modulesOf: (file: string) => string[];
  const gzip = (file: string) => gzipSync(readFileSync(join(dist.dir, file)), { level: 9 }).length;
  const pageFiles = (route: string) => [...new Set([...built.initial, ...built.routeChunks(route)])];

  beforeAll(async () => {
    dist = await snapshotDist(join(ROOT, 'frontend', 'dist'));
    built = dist.built;
    const chunkModules = JSON.parse(
      readFileSync(join(dist.dir, '.vite', 'chunk-modules.json'), 'utf8'),
    ) as Record<string, string[]>;
    modulesOf = (file) => {
      const modules = chunkModules[file.replace(/^\//, '')];
      if (!modules) throw new Error(`${file} is not in chunk-modules.json: rebuild the frontend`);
      return modules;
    };
  }, 90000);

  afterAll(() => dist?.remove());

  it('the home page loads at most the budget of JavaScript before it is interactive', () => {
    const home = pageFiles('index.tsx');
    const pricing = pageFiles('pricing.tsx');
    const homeGzip = home.reduce((sum, file) => sum + gzip(file), 0);
    const pricingGzip = pricing.reduce((sum, file) => sum + gzip(file), 0);
    const initialGzip = built.initial.reduce((sum, file) => sum + gzip(file), 0);
    // Strings: recordFigures adds numbers up across calls, and these are sizes, not counts.
    recordFigures('frontend-budget', {
      homeJs: `${kB(homeGzip)} kB gzip`,
      initialJs: `${kB(initialGzip)} kB gzip`,
      pricingJs: `${kB(pricingGzip)} kB gzip`,
      budget: `${kB(HOME_JS_GZIP_BUDGET)} kB gzip`,
      homeFiles: `${home.length}`,
    });
    expect(homeGzip).toBeLessThanOrEqual(HOME_JS_GZIP_BUDGET);
  });

  it.each([
    ['/', 'index.tsx'],
    ['/pricing', 'pricing.tsx'],
  ])('no chunk %s loads carries back-office code', (_path, route) => {
    const files = pageFiles(route);
    expect(files.filter((file) => built.backOffice.has(file))).toEqual([]);
    const leaks = files.flatMap((file) =>
      modulesOf(file)
        .filter((id) => BACK_OFFICE.some((pattern) => pattern.test(id)))
        .map((id) => `${file}: ${id}`),
    );
    expect(leaks).toEqual([]);
  });

  it('the back-office code the check looks for is in the build, in chunks of its own', () => {
    const adminComponent = built.routeComponents.get('admin.tsx');
    expect(adminComponent).toBeDefined();
    expect(built.backOffice.has(adminComponent!)).toBe(true);
    expect(modulesOf(adminComponent!).some((id) => /^src\/features\/admin\/components\//.test(id))).toBe(
      true,
    );
    const recharts = [...built.backOffice].some((file) =>
      modulesOf(file).some((id) => id.startsWith('node_modules/recharts/')),
    );
    expect(recharts).toBe(true);
  });

  it.each([
    ['/', 'index.tsx'],
    ['/pricing', 'pricing.tsx'],
  ])(
    '%s loads no socket.io, sonner, auth-js, French catalogue, signed-in menus or cart drawer up front',
    (_path, route) => {
      const early = pageFiles(route).flatMap((file) =>
        modulesOf(file)
          .filter((id) => DEFERRED.some((pattern) => pattern.test(id)))
          .map((id) => `${file}: ${id}`),
      );
      expect(early).toEqual([]);
    },
  );
});
