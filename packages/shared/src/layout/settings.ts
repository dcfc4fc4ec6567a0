/** Layout settings of spec section 3 with the defaults of spec section 9. */
export interface LayoutSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  /** Derived from the window width (web app/layout/device.ts): phones, tablets (collapsed menu), desktops. */
  device: 'desktop' | 'tablet' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: unknown[];
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 260,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

/** Navigation progress bar (spec section 2). */
export const NPROGRESS_CONFIG = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

/** Request handling constants (spec sections 7 and 9). */
export const REQUEST_CONSTANTS = {
  errorMessageDuration: 3000,
  networkErrorDuration: 5000,
  maxRetries: 3,
  retryStatuses: [404, 500, 502, 503, 504],
  labelCreateDuration: 5000,
  manifestTimeout: 10000,
  timeout: 0,
} as const;

/** Session storage keys (spec section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  userToken: 'userToken',
  isAuthor: 'isAuthor',
  isCurUser: 'isCurUser',
  locale: 'locale',
  settings: 'layout-settings',
} as const;
