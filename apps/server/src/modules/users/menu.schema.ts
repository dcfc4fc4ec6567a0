import type { MenuNode } from '@shiplabel/shared';
import { z } from 'zod';

/** Response schema of the menu tree (shared MenuNode), recursive through `children`. */
export const menuNodeSchema: z.ZodType<MenuNode> = z
  .object({
    path: z.string(),
    name: z.string(),
    titleKey: z.string(),
    title: z.string(),
    icon: z.string().optional(),
    order: z.number().optional(),
    get children() {
      return z.array(menuNodeSchema).optional();
    },
  })
  .meta({ id: 'MenuNode' });
