import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { encryptPayload } from '@shiplabel/shared';

export const PASSWORD = 'Demo@123456';
export const ADMIN = 'admin@example.com';
export const STAFF = 'staff@example.com';
export const CUSTOMER = 'customer@example.com';

export type Lang = 'en-US' | 'zh-CN';

/** The public pages a visitor reads without signing in (issue 17 scans and sizes each). */
export const PUBLIC_PAGE_PATHS = [
  '/home',
  '/login',
  '/registerForm',
  '/privacyPolicy',
  '/termsOfUse',
  '/helpCenter',
  '/contactUs',
  '/wordView',
  '/ExpertGuides',
] as const;

/** Opens a page with the language already chosen, as a returning user would have it stored. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
  }, lang);
}

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function loginViaUi(page: Page, username: string, password = PASSWORD, path = '/login') {
  await page.goto(path);
  await fillLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in through the API exactly as the web app does (encrypted credentials) and returns the token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const encryptData = await encryptFor(request, { username, password });
  const res = await request.post('/admin/login', { data: { encryptData } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token as string;
}

export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: { code: number; message: string; data: T; errorCode?: string } }> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: await res.json() };
}

export async function encryptFor(request: APIRequestContext, payload: unknown): Promise<string> {
  const { data } = await (await request.get('/admin/publicKey')).json();
  return encryptPayload(data.publicKey, payload);
}
