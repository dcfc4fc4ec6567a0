import { type Browser, expect, type Page, test } from '@playwright/test';
import { APP_ROUTES, flattenRoutes, isRouteChainAllowed } from '@shiplabel/shared/routes';
import {
  ADMIN,
  api,
  apiLogin,
  CUSTOMER,
  type Lang,
  loginViaUi,
  PUBLIC_PAGE_PATHS,
  useLanguage,
} from './helpers.ts';
import {
  call,
  orderBody,
  orderOf,
  placeByApi,
  placingSandboxService,
  search,
  unique,
} from './orders-helpers.ts';

// Issue 17: phones and tablets. Every route of the route table a demo customer and the demo administrator
// can open, at 390 x 844 and 768 x 1024, in both languages: the page never scrolls sideways, and on a
// phone the main area takes the width (no 260-pixel menu beside it). Then a seller's journey on a phone.
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
} as const;
type Viewport = keyof typeof VIEWPORTS;
const TEXT = {
  'en-US': { labelCreated: 'Label created successfully' },
  'zh-CN': { labelCreated: '面单创建成功' },
} as const;
/** Screenshots for a person to look at (issue 17), only when asked: MOBILE_SHOTS=<folder outside git>. */
const SHOTS = process.env.MOBILE_SHOTS;

async function phoneOrTablet(browser: Browser, viewport: Viewport, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: lang, hasTouch: true });
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

/** Opens a route inside the app (router navigation: no reload of the app per route) and waits for data. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`.app-content[data-path="${path}"]`)).toBeVisible();
  await expect(page.locator('.boot-screen, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Turns the window to a phone's or a tablet's size and waits for the shell to follow (device). */
async function resize(page: Page, viewport: Viewport) {
  await page.setViewportSize(VIEWPORTS[viewport]);
  const device = viewport === 'phone' ? 'mobile' : 'tablet';
  await expect(page.locator('.app-layout')).toHaveClass(new RegExp(`app-device-${device}`));
  // The shell follows the device: a menu drawer on a phone, the collapsed icon menu on a tablet.
  if (viewport === 'phone') {
    await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
    await expect(page.locator('.app-sider')).toHaveCount(0);
  } else {
    await expect(page.locator('.app-sider')).toHaveClass(/ant-layout-sider-collapsed/);
  }
}

/**
 * What does not fit: sideways scrolling of the page; content cut off at the screen's edge (the layout's
 * watermark box clips what overflows, so the page itself would not scroll); on a phone a main area
 * narrower than 90%. Content inside a box that scrolls or clips on purpose (a table, an ellipsis) is fine.
 */
async function misfits(page: Page, viewport: Viewport, app = true): Promise<string[]> {
  const m = await page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} to ${Math.round(el.getBoundingClientRect().right)}px`;
    // Inside a box that scrolls or clips, itself within the screen (or inside such a box, e.g. a table
    // nested in a scrolling table). A clipping box of the page's full width (the watermark's) is the
    // screen's edge itself.
    const contained = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === 'visible') continue;
        const box = p.getBoundingClientRect();
        if (box.left <= 1 && box.right >= width - 1) return false;
        return box.right <= width + 1 || contained(p);
      }
      return false;
    };
    const cut = [...document.querySelectorAll('#root *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > width + 1 && !contained(el);
    });
    return {
      scroll: document.documentElement.scrollWidth,
      width,
      main: document.querySelector('.app-content')?.getBoundingClientRect().width ?? 0,
      cut: cut.slice(0, 3).map(describe),
    };
  });
  const found: string[] = [];
  if (m.scroll > m.width) found.push(`page ${m.scroll}px wide in ${m.width}px`);
  if (m.cut.length > 0) found.push(`cut off at the edge: ${m.cut.join(', ')}`);
  if (app && viewport === 'phone' && m.main < 0.9 * m.width)
    found.push(`main area ${m.main}px of ${m.width}px`);
  return found;
}

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  for (const user of [CUSTOMER, ADMIN]) {
    // One context per role: each route is opened once and checked at both sizes (a resize is much
    // cheaper than a navigation; the device follows the window's width without a reload).
    test(`every route fits a phone and a tablet as ${user} (${lang})`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      const page = await phoneOrTablet(browser, 'phone', lang);
      await loginViaUi(page, user);
      const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
      const info = await api<{ role: string[] }>(request, token, 'GET', '/user/info');
      const paths = flattenRoutes(APP_ROUTES)
        .filter(({ chain }) => isRouteChainAllowed(chain, info.body.data.role))
        .map(({ route }) => route.path);
      expect(paths.length).toBeGreaterThan(5);
      const found: string[] = [];
      let current: Viewport = 'phone';
      for (const [index, path] of paths.entries()) {
        await open(page, path);
        // Alternate the order (phone, tablet / tablet, phone): one resize per route.
        const order: Viewport[] = index % 2 === 0 ? ['phone', 'tablet'] : ['tablet', 'phone'];
        for (const viewport of order) {
          if (viewport !== current) await resize(page, viewport);
          current = viewport;
          for (const line of await misfits(page, viewport)) found.push(`${path} (${viewport}): ${line}`);
          if (SHOTS && viewport === 'phone') {
            const name = `${user.split('@')[0]}-${lang}${path.replaceAll('/', '_')}.png`;
            await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
          }
        }
      }
      expect(found, found.join('\n')).toEqual([]);
      await page.context().close();
    });
  }

  test(`the public pages read on a phone (${lang})`, async ({ browser }) => {
    const page = await phoneOrTablet(browser, 'phone', lang);
    const found: string[] = [];
    for (const path of PUBLIC_PAGE_PATHS) {
      await page.goto(path);
      await expect(page.locator('#root > *').first()).toBeVisible();
      await expect(page.locator('.boot-screen, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      for (const line of await misfits(page, 'phone', false)) found.push(`${path}: ${line}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-${lang}${path.replaceAll('/', '_')}.png` });
    }
    expect(found, found.join('\n')).toEqual([]);
    await page.context().close();
  });

  test(`on a phone a seller signs in, tracks a parcel, opens an order and buys a label from a draft (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { serviceId, restore } = await placingSandboxService(request);
    const placed = await placeByApi(request, serviceId, unique('MOB'));
    const customer = await apiLogin(request, CUSTOMER);
    const draft = await call<{ id: string; orderNo: string }>(request, customer, 'POST', '/app/order/draft', {
      data: orderBody(serviceId, unique('MOBD')),
      headers: { 'idempotency-key': unique('e2e') },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);

    const page = await phoneOrTablet(browser, 'phone', lang);
    await loginViaUi(page, CUSTOMER);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByTestId('lang-switch')).toBeInViewport();
    await expect(page.getByTestId('user-menu')).toBeInViewport();

    // The menu drawer: open it, pick the logistics query; it closes on navigation.
    const menuItem = (path: string) => page.locator(`[data-menu-id$="-${path}"]`);
    await page.getByTestId('mobile-menu-button').click();
    const drawerMenu = page.getByTestId('side-menu');
    await expect(drawerMenu).toBeVisible();
    await menuItem('/orderManager/track').click();
    await expect(page).toHaveURL(/\/orderManager\/track$/);
    await expect(drawerMenu).toBeHidden();

    // Track the parcel.
    const trackingNo = placed.trackingNumbers[0]!;
    await page.getByTestId('track-input').fill(trackingNo);
    await page.getByTestId('track-submit').click();
    await expect(page.getByTestId(`track-result-${trackingNo}`)).toBeVisible();
    expect(await misfits(page, 'phone')).toEqual([]);

    // Open the order from its card in the order list (search by number, the filters folded away).
    await page.getByTestId('mobile-menu-button').click();
    await menuItem('/orderManager/allWaybills').click();
    await expect(page.getByTestId('filter-panel-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('order-created-filter').first()).toBeHidden();
    await search(page, 'order-keyword', placed.orderNo);
    const card = page.getByTestId(`order-row-${placed.orderNo}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(trackingNo);
    expect(await misfits(page, 'phone')).toEqual([]);
    // The bulk actions are one menu on a phone, not a stack of buttons above the cards.
    await expect(page.getByTestId('export-orders')).toHaveCount(0);
    await page.getByTestId('order-bulk-menu').click();
    await expect(page.getByTestId('export-orders')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-${lang}-bulk-menu.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('export-orders')).toBeHidden();
    await card.getByTestId(`order-action-detail-${placed.orderNo}`).click();
    await expect(page).toHaveURL(/\/orderManager\/orderDetail\?id=/);
    await expect(page.getByTestId(`order-detail-${placed.orderNo}`)).toBeVisible();
    expect(await misfits(page, 'phone')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journey-${lang}-order-detail.png`, fullPage: true });

    // Buy the label from the draft's card.
    await page.getByTestId('mobile-menu-button').click();
    await menuItem('/orderManager/draft').click();
    await search(page, 'order-keyword', draft.body.data.orderNo);
    const draftCard = page.getByTestId(`order-row-${draft.body.data.orderNo}`);
    await expect(draftCard).toBeVisible();
    await draftCard.getByTestId(`order-action-createLabel-${draft.body.data.orderNo}`).click();
    await expect(page.getByText(TEXT[lang].labelCreated, { exact: true })).toBeVisible();
    await expect(draftCard).toHaveCount(0);
    expect((await orderOf(request, customer, draft.body.data.id)).status).toBe(8);
    await page.context().close();
    await restore();
  });
}
