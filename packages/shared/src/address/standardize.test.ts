import { describe, expect, it } from 'vitest';
import { addressBookInputSchema } from './address-book.schema.ts';
import {
  cityKey,
  cleanAddressText,
  isPoBox,
  standardizeSecondLine,
  standardizeStreetLine,
} from './standardize.ts';

describe('standardizeStreetLine (USPS Publication 28)', () => {
  it.each([
    // suffixes (appendix C1)
    ['123 Main Street', '123 MAIN ST'],
    ['123 main st.', '123 MAIN ST'],
    ['500 Fifth Avenue', '500 FIFTH AVE'],
    ['500 Fifth Av', '500 FIFTH AVE'],
    ['9 Sunset Boulevard', '9 SUNSET BLVD'],
    ['9 Sunset Boul', '9 SUNSET BLVD'],
    ['1 Ocean Drive', '1 OCEAN DR'],
    ['22 Elm Lane', '22 ELM LN'],
    ['4 Oak Court', '4 OAK CT'],
    ['77 Lake Shore Parkway', '77 LAKE SHORE PKWY'],
    ['8 Cherry Circle', '8 CHERRY CIR'],
    ['3 Pine Road', '3 PINE RD'],
    ['3 Old Post Highway', '3 OLD POST HWY'],
    ['10 Market Place', '10 MARKET PL'],
    ['10 Union Square', '10 UNION SQ'],
    ['12 Meadow Terrace', '12 MEADOW TER'],
    ['12 Oregon Trail', '12 OREGON TRL'],
    ['5 Harbor Expressway', '5 HARBOR EXPY'],
    ['5 Mill Crossing', '5 MILL XING'],
    // only the last suffix word is abbreviated
    ['100 Park Avenue', '100 PARK AVE'],
    ['100 Lake Street', '100 LAKE ST'],
    // directionals (section 233)
    ['123 North Main Street', '123 N MAIN ST'],
    ['123 Main Street North', '123 MAIN ST N'],
    ['40 Southwest Harbor Drive', '40 SW HARBOR DR'],
    ['40 Harbor Drive Northeast', '40 HARBOR DR NE'],
    // a directional that is the street's name stays spelled out
    ['123 North Street', '123 NORTH ST'],
    ['5 West Avenue', '5 WEST AVE'],
    // secondary units on line 1 (appendix C2)
    ['1 Main St Apartment 4B', '1 MAIN ST APT 4B'],
    ['1 Main St Suite 200', '1 MAIN ST STE 200'],
    ['1 Main St, Ste. 200', '1 MAIN ST STE 200'],
    ['1 Main St #5', '1 MAIN ST # 5'],
    ['1 Main St Apt #5', '1 MAIN ST APT 5'],
    ['1 Main St Floor 3', '1 MAIN ST FL 3'],
    ['1 Main St Room 12', '1 MAIN ST RM 12'],
    ['1 Main St Building C', '1 MAIN ST BLDG C'],
    ['1 Main St Penthouse', '1 MAIN ST PH'],
    ['1 Main St Basement', '1 MAIN ST BSMT'],
    ['350 Fifth Avenue Suite 3300', '350 FIFTH AVE STE 3300'],
    // punctuation, spacing, fractions, hyphenated house numbers
    ['  12   elm   st  ', '12 ELM ST'],
    ['123 1/2 Main Street', '123 1/2 MAIN ST'],
    ['45-67 Queens Boulevard', '45-67 QUEENS BLVD'],
    // no suffix at all, or unknown words, stay as typed (upper case)
    ['1600 Broadway', '1600 BROADWAY'],
    ['1 Avenue of the Americas', '1 AVENUE OF THE AMERICAS'],
    ['123 Avenue B', '123 AVENUE B'],
    // rural routes (section 24)
    ['Rural Route 2 Box 15', 'RR 2 BOX 15'],
    ['RR 2 Box 15', 'RR 2 BOX 15'],
  ])('%s -> %s', (input, expected) => {
    expect(standardizeStreetLine(input)).toEqual({ line: expected, poBox: false });
  });

  it.each([
    ['PO Box 123', 'PO BOX 123'],
    ['P.O. Box 123', 'PO BOX 123'],
    ['p o box 123', 'PO BOX 123'],
    ['Post Office Box 77', 'PO BOX 77'],
    ['POB 9', 'PO BOX 9'],
    ['Box 42', 'PO BOX 42'],
    ['P.O. Box #123', 'PO BOX 123'],
  ])('detects the PO box %s', (input, expected) => {
    expect(standardizeStreetLine(input)).toEqual({ line: expected, poBox: true });
    expect(isPoBox(input)).toBe(true);
  });

  it('does not take streets with "box" or "post" in their name for PO boxes', () => {
    expect(isPoBox('12 Box Elder Road')).toBe(false);
    expect(isPoBox('12 Post Road')).toBe(false);
    expect(standardizeStreetLine('12 Box Elder Road').line).toBe('12 BOX ELDER RD');
  });
});

describe('standardizeSecondLine', () => {
  it.each([
    ['Apartment 5', 'APT 5'],
    ['apt. 5', 'APT 5'],
    ['Suite 100', 'STE 100'],
    ['#12', '# 12'],
    ['Unit B', 'UNIT B'],
    ['Floor 2', 'FL 2'],
    ['Rear', 'REAR'],
    ['c/o Ann Lee', 'C/O ANN LEE'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(standardizeSecondLine(input)).toBe(expected);
  });
});

describe('cityKey', () => {
  it.each([
    ['St. Louis', 'Saint Louis'],
    ['ST LOUIS', 'saint louis'],
    ['Ft Worth', 'Fort Worth'],
    ['Ft. Lauderdale', 'FORT LAUDERDALE'],
    ['Mt Vernon', 'Mount Vernon'],
    ['Mc Allen', 'McAllen'],
    ['Winston-Salem', 'Winston Salem'],
    ['Colorado Spgs', 'Colorado Springs'],
  ])('"%s" matches "%s"', (a, b) => {
    expect(cityKey(a)).toBe(cityKey(b));
  });

  it('keeps different cities apart', () => {
    expect(cityKey('Saint Paul')).not.toBe(cityKey('Saint Louis'));
    expect(cityKey('Portland')).not.toBe(cityKey('Portage'));
  });

  it('cleans hostile text to plain upper-case words', () => {
    expect(cleanAddressText('<script>alert(1)</script> Main')).toBe('SCRIPT ALERT 1 /SCRIPT MAIN');
  });
});

describe('addressBookInputSchema', () => {
  const entry = {
    title: 'Warehouse',
    personName: 'Ann Lee',
    phone: '310-555-0100',
    addressLine1: '1 Main St',
    city: 'Beverly Hills',
    stateCode: 'CA',
    zipCode: '90210',
  };
  it('needs the spec fields title, name, phone, line 1 and ZIP', () => {
    expect(addressBookInputSchema.safeParse(entry).success).toBe(true);
    const r = addressBookInputSchema.safeParse({
      ...entry,
      title: ' ',
      phone: '',
      addressLine1: '',
      zipCode: '',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'address.line1_required',
        'address.zip_required',
        'addressBook.title_required',
        'addressBook.phone_required',
      ]),
    );
  });
  it('never takes the validated flag from the caller', () => {
    const parsed = addressBookInputSchema.parse({ ...entry, isValid: true });
    expect('isValid' in parsed).toBe(false);
  });
});
