import type { StorePlatform } from '@shiplabel/shared';
import type { ComponentType } from 'react';
import { ShopifyConnectForm } from './shopify/ShopifyConnectForm.tsx';
import { WooCommerceConnectForm } from './woocommerce/WooCommerceConnectForm.tsx';

export interface StoreConnectFormProps {
  /** The connection is made, or the browser is about to leave for the platform to approve it. */
  onDone: () => void;
  /** The store's account to start with (an install link from the platform names the shop). */
  initialAccount?: string;
}

/** What a platform brings to the sales page: its name and the form that connects a store of it. */
export interface StorePlatformUi {
  platform: StorePlatform;
  /** Key of the platform's name in the `stores` namespace. */
  labelKey: string;
  ConnectForm: ComponentType<StoreConnectFormProps>;
}

/** Every platform the sales page offers; each platform adds its entry here. */
export const STORE_PLATFORM_UIS: readonly StorePlatformUi[] = [
  { platform: 'shopify', labelKey: 'platforms.shopify', ConnectForm: ShopifyConnectForm },
  { platform: 'woocommerce', labelKey: 'platforms.woocommerce', ConnectForm: WooCommerceConnectForm },
];

export const platformUi = (platform: string) => STORE_PLATFORM_UIS.find((p) => p.platform === platform);
