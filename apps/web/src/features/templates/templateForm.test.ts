import { describe, expect, it } from 'vitest';
import { sizeText, templateFormValuesOf, weightText } from './templateForm.ts';

const template = {
  id: 't1',
  name: 'Shoe box',
  quantity: 2,
  length: 12,
  width: 8,
  height: 5,
  weight: 2.5,
  unit: 'cm/kg' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('package template form', () => {
  it('starts a new template with one package in inches and pounds and empty sizes', () => {
    expect(templateFormValuesOf(null)).toEqual({ name: '', quantity: 1, unit: 'in/lb' });
  });

  it('edits only the input fields of an existing template', () => {
    expect(templateFormValuesOf(template)).toEqual({
      name: 'Shoe box',
      quantity: 2,
      length: 12,
      width: 8,
      height: 5,
      weight: 2.5,
      unit: 'cm/kg',
    });
  });

  it('shows size and weight in the units of the template', () => {
    expect(sizeText(template)).toBe('12 x 8 x 5 cm');
    expect(weightText(template)).toBe('2.5 kg');
    expect(weightText({ weight: 1, unit: 'in/lb' })).toBe('1 lb');
  });
});
