import type { InsuranceTableInput } from './sys-config.ts';

/**
 * The configured amounts the public texts quote (help articles, terms of use, guides). The Markdown
 * says `{{falseInfoPenalty}}` where it states the penalty, so that a text never contradicts what the
 * platform charges after an operator changes a value (issue 14). The web (from GET /config/public) and
 * the crawler HTML (from the configuration) fill them in with the same function.
 */
export interface ContentAmounts {
  importDeposit: string;
  exportDeposit: string;
  falseInfoPenalty: string;
  zoneLookupFee: string;
  uploadLimitKb: number;
  insuranceTable: InsuranceTableInput;
}

/** "50000.00" -> "50,000", "23.70" -> "23.70", "0.10" -> "0.10": whole amounts without cents. */
export function contentAmount(decimal: string): string {
  const [whole = '0', cents = '00'] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
}

/** "0.01 more than `previous`" as the table's lower bound of a row. */
function nextCent(decimal: string): string {
  const [whole = '0', cents = '00'] = decimal.split('.');
  const total = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2)) + 1n;
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

/** Markdown table rows of the insurance tiers: "| 100.01 to 1,000 | 1.00 | 2 |". */
function tierRows(table: InsuranceTableInput, to: string): string {
  let previous = table.freeUpTo;
  return table.tiers
    .map((tier) => {
      const row = `| ${contentAmount(nextCent(previous))} ${to} ${contentAmount(tier.upTo)} | ${tier.rate} | ${contentAmount(tier.minimum)} |`;
      previous = tier.upTo;
      return row;
    })
    .join('\n');
}

/** The placeholder values of a language ('zh-CN' or anything else for English). */
export function contentValues(amounts: ContentAmounts, language: string): Record<string, string> {
  const table = amounts.insuranceTable;
  return {
    importDeposit: contentAmount(amounts.importDeposit),
    exportDeposit: contentAmount(amounts.exportDeposit),
    falseInfoPenalty: contentAmount(amounts.falseInfoPenalty),
    zoneLookupFee: contentAmount(amounts.zoneLookupFee),
    uploadLimitKb: String(amounts.uploadLimitKb),
    insuranceFreeUpTo: contentAmount(table.freeUpTo),
    insuranceMaxPerPackage: contentAmount(table.maxPerPackage),
    insuranceMaxPerShipment: contentAmount(table.maxPerShipment),
    insuranceTiers: tierRows(table, language === 'zh-CN' ? '至' : 'to'),
  };
}

/** Replaces each `{{name}}` the values know; an unknown name stays as written (a test catches it). */
export const fillContent = (markdown: string, values: Record<string, string>): string =>
  markdown.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
