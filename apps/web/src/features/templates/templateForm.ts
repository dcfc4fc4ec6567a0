import type { PackageTemplate } from '@shiplabel/shared';
import type { PackageTemplateInput } from './templates.api.ts';

/** The numeric fields of a template, in form order. */
export const NUMBER_FIELDS = ['quantity', 'length', 'width', 'height', 'weight'] as const;

/**
 * The dialog's starting values: the template being edited, or a new one with one package in inches and
 * pounds (spec section 9 default units). Sizes start empty so the user must type them (all required).
 */
export function templateFormValuesOf(template: PackageTemplate | null): Partial<PackageTemplateInput> {
  if (!template) return { name: '', quantity: 1, unit: 'in/lb' };
  const { name, quantity, length, width, height, weight, unit } = template;
  return { name, quantity, length, width, height, weight, unit };
}

/** "12 x 10 x 6 in" for the list. */
export const sizeText = (t: Pick<PackageTemplate, 'length' | 'width' | 'height' | 'unit'>) =>
  `${t.length} x ${t.width} x ${t.height} ${t.unit.split('/')[0]}`;

/** "2.5 lb" for the list. */
export const weightText = (t: Pick<PackageTemplate, 'weight' | 'unit'>) =>
  `${t.weight} ${t.unit.split('/')[1]}`;
