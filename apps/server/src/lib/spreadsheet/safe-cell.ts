/**
 * Text that a spreadsheet would run as a formula (OWASP "CSV injection"): cells starting with
 * = + - @, tab or carriage return get a leading apostrophe so they stay text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCellText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
