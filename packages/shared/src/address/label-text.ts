/**
 * What a shipping label can print. Labels use the standard PDF fonts (WinAnsi: Latin-1), as carriers'
 * sorting systems read Latin script only (docs/documents.md): accents are dropped ("José" -> "Jose") and
 * typographic signs made plain, but Chinese and other scripts cannot be printed. The order form warns
 * while the user types and the server refuses to buy a label for such text, so no label prints "?".
 */

/** The text as a label prints it, before anything unprintable is replaced. */
export function labelText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const UNPRINTABLE = /[^\x20-\x7e\xa0-\xff]/;

/** True when a label can print every character of the text (after dropping accents). */
export const printsOnLabel = (text: string | null | undefined) => !UNPRINTABLE.test(labelText(text));

/** The address fields a label or customs form prints as text. */
export const LABEL_ADDRESS_FIELDS = [
  'personName',
  'company',
  'addressLine1',
  'addressLine2',
  'city',
  'phone',
] as const;

/** The message key of a field a label cannot print (shared by the server's refusal and the form's warning). */
export const LATIN_ONLY_KEY = 'address.latin_only';

interface PrintedOrder {
  fromAddress: Partial<Record<(typeof LABEL_ADDRESS_FIELDS)[number], string>>;
  toAddress: Partial<Record<(typeof LABEL_ADDRESS_FIELDS)[number], string>>;
  reference?: string;
  reference2?: string;
  parcels?: readonly { reference?: string; reference2?: string }[];
  items?: readonly { description?: string; category?: string }[];
}

/**
 * The fields of an order its label and customs form would print with characters they cannot show, as
 * form paths ('to.personName', 'parcels.0.reference', 'items.1.description'); empty when all print.
 */
export function unprintableOrderFields(order: PrintedOrder): string[] {
  const bad: string[] = [];
  const check = (path: string, value: string | undefined) => {
    if (!printsOnLabel(value)) bad.push(path);
  };
  for (const [side, address] of [
    ['from', order.fromAddress],
    ['to', order.toAddress],
  ] as const)
    for (const field of LABEL_ADDRESS_FIELDS) check(`${side}.${field}`, address[field]);
  check('reference', order.reference);
  check('reference2', order.reference2);
  order.parcels?.forEach((p, i) => {
    check(`parcels.${i}.reference`, p.reference);
    check(`parcels.${i}.reference2`, p.reference2);
  });
  order.items?.forEach((item, i) => {
    check(`items.${i}.description`, item.description);
    check(`items.${i}.category`, item.category);
  });
  return bad;
}
