import { ExportOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ExternalLink, PublicConfig } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import type { MenuProps } from 'antd';
import { http } from '../http/request.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * The menu's two external links (spec section 2: "a UI template's website and FAQ"), each opening in a new
 * tab. Their addresses come from the system configuration (GET /config/public, issue 14); these are the
 * defaults shown until it answers.
 */
export const EXTERNAL_LINKS = [
  { id: 'help', href: '/helpCenter', icon: <QuestionCircleOutlined /> },
  { id: 'docs', href: '/wordView', icon: <ReadOutlined /> },
] as const;

const PREFIX = 'external:';

/** Menu keys of external links are not routes: the menu's click handler leaves them to the link. */
export const isExternalKey = (key: string) => key.startsWith(PREFIX);

type MenuItem = Required<MenuProps>['items'][number];

/** The configured addresses of the links (public, cached for a minute; the defaults meanwhile). */
export function useExternalLinks(): ExternalLink[] | undefined {
  const query = useQuery({
    queryKey: ['config', 'public'],
    queryFn: () => http.get<PublicConfig>('/config/public', { hideMessage: true }),
    staleTime: 60_000,
  });
  return query.data?.externalLinks;
}

export function externalMenuItems(configured?: ExternalLink[]): MenuItem[] {
  return EXTERNAL_LINKS.map((link) => ({
    ...link,
    href: configured?.find((c) => c.key === link.id)?.url ?? link.href,
  })).map((link) => ({
    key: `${PREFIX}${link.id}`,
    icon: link.icon,
    label: (
      <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid={`menu-external-${link.id}`}>
        {i18n.t(`external.${link.id}`, { ns: 'layout' })} <ExportOutlined style={{ fontSize: 11 }} />
      </a>
    ),
  }));
}
