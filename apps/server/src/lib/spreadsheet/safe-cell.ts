/**
 * Text that a spreadsheet would run as a formula (OWASP "CSV injection"): cells starting with
 * = + - @, tab or carriage return get a leading apostrophe so they stay text. For CSV only: a CSV cell
 * has no type, so the apostrophe is the one way to keep it text. An .xlsx writes text as a string cell
 * (shared or inline string, see write-xlsx.ts), which no spreadsheet evaluates, so it needs no apostrophe,
 * which would otherwise show.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCellText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
