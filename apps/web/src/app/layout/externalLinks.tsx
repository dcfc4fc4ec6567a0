import { ExportOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { i18n } from '../i18n/i18n.ts';

/**
 * The menu's two external links (spec section 2: "a UI template's website and FAQ"): our own help centre
 * and API documentation for now, each opening in a new tab. One list, so that the system configuration
 * (issue 14) can supply them later.
 */
export const EXTERNAL_LINKS = [
  { id: 'help', href: '/helpCenter', icon: <QuestionCircleOutlined /> },
  { id: 'docs', href: '/api-docs', icon: <ReadOutlined /> },
] as const;

const PREFIX = 'external:';

/** Menu keys of external links are not routes: the menu's click handler leaves them to the link. */
export const isExternalKey = (key: string) => key.startsWith(PREFIX);

type MenuItem = Required<MenuProps>['items'][number];

export function externalMenuItems(): MenuItem[] {
  return EXTERNAL_LINKS.map((link) => ({
    key: `${PREFIX}${link.id}`,
    icon: link.icon,
    label: (
      <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid={`menu-external-${link.id}`}>
        {i18n.t(`external.${link.id}`, { ns: 'layout' })} <ExportOutlined style={{ fontSize: 11 }} />
      </a>
    ),
  }));
}
