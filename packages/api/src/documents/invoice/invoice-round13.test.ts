/**
 * Readings added in issue 16's thirteenth round (after the twelfth held-out set, 94.57 %, moved
 * into dev), each on a few hand-written lines (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { isCountTitle } from './column-types';
import { doc, pages, row, scanned } from './invoice-test-pages.test-helper';
import { priceCentsLost, roleOf } from './line-items';
import { readInvoice } from './read-invoice';

describe('invoice readings (round 13)', () => {
  it('takes government taxes listed as rows under the charges out of the items: their printed sum is the tax', () => {
    const read = readInvoice(
      pages(
        [
          row(1, 30, [40, 'Prairie Mobile Business']),
          row(1, 60, [40, 'Account number'], [200, '551-2290']),
          row(1, 74, [40, 'Bill number'], [200, '7731902']),
          row(1, 88, [40, 'Bill date'], [200, 'March 3, 2027']),
          row(1, 120, [40, 'Amount due'], [200, '$212.40']),
        ],
        [
          row(2, 60, [40, 'Description'], [330, 'Lines'], [420, 'Each'], [520, 'Amount']),
          row(
            2,
            80,
            [40, 'Fleet talk and text plan'],
            [340, '6'],
            [420, '$30.00'],
            [520, '$180.00'],
          ),
          row(2, 96, [40, 'Loyalty credit'], [516, '-$10.00']),
          row(2, 112, [40, 'Charges and credits total'], [520, '$170.00']),
          row(2, 130, [40, 'Government taxes and fees']),
          row(2, 146, [40, 'County excise'], [520, '$12.40']),
          row(2, 162, [40, 'State E911 charge'], [520, '$30.00']),
          row(2, 178, [40, 'Total taxes'], [520, '$42.40']),
          row(2, 200, [40, 'Total current charges'], [520, '$212.40']),
        ],
      ),
    );
    expect(read.data.line_items.map((i) => i.description)).toEqual([
      'Fleet talk and text plan',
      'Loyalty credit',
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 170, tax: 42.4, total_amount: 212.4 });
    expect(read.totals_mismatch).toBe(false);
  });

  it('keeps the last rows as charges when no printed tax total is their sum', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Ridge Line Services LLC']),
        row(1, 50, [380, 'Invoice #'], [470, 'R-1002']),
        row(1, 100, [40, 'Description'], [420, 'Qty'], [470, 'Rate'], [530, 'Amount']),
        row(1, 116, [40, 'Yard sweep'], [420, '2'], [470, '50.00'], [530, '100.00']),
        row(1, 132, [40, 'State inspection fee'], [530, '25.00']),
        row(1, 160, [420, 'Subtotal'], [530, '125.00']),
        row(1, 176, [420, 'Sales tax'], [530, '8.00']),
        row(1, 192, [420, 'Total'], [530, '133.00']),
      ),
    );
    expect(read.data.line_items).toHaveLength(2);
    expect(read.data.total).toMatchObject({ subtotal: 125, tax: 8, total_amount: 133 });
  });

  it('reads a date label without its colon beside its date as no name, the seller is the name under it', () => {
    const read = readInvoice(
      doc(
        row(1, 36, [440, 'Billed'], [520, 'Wed 03/03/2027']),
        row(1, 42, [40, 'Lakeside Auto Transport Inc']),
        row(1, 50, [440, 'Due (Net 10)'], [520, 'Sat 03/13/2027']),
        row(1, 56, [40, '12 Harbor Rd | Duluth, MN 55802 | 218.555.0142']),
        row(1, 90, [40, 'INVOICE'], [140, 'LT-5521']),
        row(1, 120, [40, 'BILL TO']),
        row(1, 132, [40, 'North Shore Motors']),
        row(1, 144, [40, '400 Lake Ave, Duluth, MN 55805']),
        row(1, 180, [40, 'Vehicle'], [530, 'Amount']),
        row(1, 196, [40, '2024 Honda Civic LX'], [530, '240.00']),
        row(1, 220, [420, 'AMOUNT DUE'], [530, '$240.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Lakeside Auto Transport Inc');
    expect(read.data.seller_details.phone_number).toBe('(218) 555-0142');
    expect(read.data.invoice_details.issue_date).toBe('03/03/2027');
    expect(read.data.invoice_details.due_date).toBe('03/13/2027');
  });

  it("does not take a carrier's own driver for the customer's person", () => {
    const lines = (authority: string) =>
      doc(
        row(1, 30, [40, 'Pine Valley Car Carriers LLC']),
        row(1, 44, [40, '9 Mill St, Bend, OR 97701']),
        row(1, 58, [40, authority]),
        row(1, 80, [380, 'Invoice #'], [470, 'PV-301']),
        row(1, 110, [40, 'BILL TO'], [300, 'Driver: Tom Becker']),
        row(1, 122, [40, 'Cascade Auto Group']),
        row(1, 134, [40, '77 Main St, Salem, OR 97301']),
        row(1, 170, [40, 'Vehicle'], [530, 'Amount']),
        row(1, 186, [40, '2025 Subaru Outback'], [530, '310.00']),
        row(1, 210, [420, 'Total'], [530, '310.00']),
      );
    expect(readInvoice(lines('MC-445120 USDOT 3310274')).data.buyer_details.customer_name).toBe(
      null,
    );
  });

  it('reads "<word> qty" as one count title; the arithmetic picks the billed one', () => {
    expect(roleOf('Inv qty')).toBe('qty');
    expect(roleOf('BILL QTY')).toBe('qty');
    expect(roleOf('Qty')).toBe('qty');
    // "Item qty" is two titles.
    expect(roleOf('Item qty')).not.toBe('qty');
  });

  it('knows count titles from titles of text', () => {
    for (const t of ['Wearers', 'On hand', 'Inv qty', 'No. of drivers', 'Employees'])
      expect(isCountTitle(t), t).toBe(true);
    for (const t of ['Items', 'Services', 'Details', 'Description', 'Qty', 'Parts', 'Axles'])
      expect(isCountTitle(t), t).toBe(false);
  });

  it('leaves counts that are not billed out of the description and the quantity', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Metro Linen Service Inc']),
        row(1, 44, [40, '5 Mill Rd, Gary, IN 46402']),
        row(1, 60, [380, 'Invoice #'], [470, '55120']),
        row(1, 90, [40, 'BILL TO']),
        row(1, 102, [40, 'Lakeshore Freight LLC']),
        row(1, 114, [40, '9 Dock St, Hammond, IN 46320']),
        row(
          1,
          150,
          [40, 'ITEM'],
          [90, 'DESCRIPTION'],
          [290, 'WEARERS'],
          [354, 'ON HAND'],
          [407, 'BILL QTY'],
          [480, 'PRICE'],
          [537, 'AMOUNT'],
        ),
        row(
          1,
          166,
          [40, 'SH1'],
          [90, 'SHIRT WORK NAVY'],
          [328, '4'],
          [379, '44'],
          [435, '20'],
          [483, '0.550'],
          [553, '11.00'],
        ),
        row(
          1,
          182,
          [40, 'TW2'],
          [90, 'SHOP TOWELS'],
          [379, '300'],
          [435, '150'],
          [483, '0.040'],
          [558, '6.00'],
        ),
        row(
          1,
          198,
          [40, 'MT3'],
          [90, 'MAT 3X5'],
          [379, '6'],
          [440, '2'],
          [488, '2.50'],
          [558, '5.00'],
        ),
        row(1, 214, [40, 'SVC'], [90, 'SERVICE CHARGE'], [558, '9.00']),
        row(1, 240, [354, 'SUBTOTAL'], [553, '31.00']),
        row(1, 256, [354, 'SALES TAX 5.00%'], [558, '1.55']),
        row(1, 272, [354, 'INVOICE TOTAL'], [553, '$32.55']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'SH1 SHIRT WORK NAVY', quantity: 20, unit_price: 0.55, amount: 11 },
      { description: 'TW2 SHOP TOWELS', quantity: 150, unit_price: 0.04, amount: 6 },
      { description: 'MT3 MAT 3X5', quantity: 2, unit_price: 2.5, amount: 5 },
      { description: 'SVC SERVICE CHARGE', quantity: null, unit_price: null, amount: 9 },
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 31, tax: 1.55, total_amount: 32.55 });
  });

  it("reads the seller's help line outside any block as its phone", () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Prairie Mobile Business']),
        row(1, 60, [40, 'Account name'], [200, 'Bill number'], [300, '7731902']),
        row(1, 72, [40, 'Red Rock Haulers LLC']),
        row(1, 100, [40, 'Amount due'], [200, '$60.00'], [400, 'Questions?']),
        row(1, 112, [400, 'Business care 800-555-0142']),
        row(1, 150, [40, 'Description'], [520, 'Amount']),
        row(1, 166, [40, 'Fleet plan'], [520, '60.00']),
        row(1, 190, [40, 'Total current charges'], [520, '60.00']),
      ),
    );
    expect(read.data.seller_details.phone_number).toBe('(800) 555-0142');
    expect(read.data.buyer_details.phone_number).toBeNull();
  });

  it('reads the sentence under a summary page as the note when the charges are detailed on the next page', () => {
    const read = readInvoice(
      pages(
        [
          row(1, 30, [40, 'Prairie Mobile Business']),
          row(1, 60, [40, 'Bill number'], [200, '7731902']),
          row(1, 74, [40, 'Bill date'], [200, 'March 3, 2027']),
          row(1, 100, [40, 'Total due'], [200, '$60.00']),
          row(1, 130, [40, 'Plans and services'], [200, '$60.00']),
          row(1, 160, [40, 'Autopay saves paper. Sign up online with your account number.']),
        ],
        [
          row(2, 60, [40, 'Description'], [520, 'Amount']),
          row(2, 80, [40, 'Fleet plan'], [520, '$60.00']),
          row(2, 100, [40, 'Total current charges'], [520, '$60.00']),
        ],
      ),
    );
    expect(read.data.notes).toBe('Autopay saves paper. Sign up online with your account number.');
  });

  it('puts back the point OCR lost in hours to two decimals ("350" for 3.50)', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Signs Plus LLC']),
        row(1, 50, [380, 'Invoice #'], [470, '5512']),
        row(1, 100, [40, 'Description'], [350, 'Qty'], [420, 'Each'], [520, 'Total']),
        row(1, 116, [40, 'Installation labor'], [350, '350'], [420, '85.00'], [520, '297.50']),
        row(1, 132, [40, 'Door decal'], [350, '2'], [420, '40.00'], [520, '80.00']),
        row(1, 160, [420, 'Total'], [520, '377.50']),
      ),
    );
    expect(read.data.line_items.map((i) => i.quantity)).toEqual([3.5, 2]);
  });

  it('reads a price whose cents OCR lost in a row whose count it lost: the one whole count that fits', () => {
    expect(priceCentsLost(35.85, 11, '11')).toEqual({ quantity: 3, price: 11.95 });
    expect(priceCentsLost(240, 20, '20')).toBeNull(); // 12 × 20: printed as is
    expect(priceCentsLost(35.85, 11.95, '11.95')).toBeNull(); // the cents are there
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Signs Plus LLC']),
        row(1, 50, [380, 'Invoice #'], [470, '5512']),
        row(1, 100, [40, 'Qty'], [90, 'Description'], [420, 'Each'], [520, 'Total']),
        row(1, 116, [44, '2'], [90, 'Door decal'], [420, '40.00'], [520, '80.00']),
        row(1, 132, [90, 'Fuel type decals, set'], [420, '11'], [520, '35.85']),
        row(1, 160, [420, 'Total'], [520, '115.85']),
      ),
    );
    expect(read.data.line_items[1]).toMatchObject({
      quantity: 3,
      unit_price: 11.95,
      amount: 35.85,
    });
  });

  it('keeps a name beside a labelled date as the seller', () => {
    const read = readInvoice(
      doc(
        row(1, 36, [40, 'Red Rock Haulers LLC'], [400, 'Date: 03/03/2027']),
        row(1, 50, [40, '88 Depot St, Tempe, AZ 85281']),
        row(1, 70, [400, 'Invoice #'], [470, 'RR-77']),
        row(1, 100, [40, 'Description'], [530, 'Amount']),
        row(1, 116, [40, 'Linehaul'], [530, '900.00']),
        row(1, 140, [420, 'Total'], [530, '900.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Red Rock Haulers LLC');
    expect(read.data.invoice_details.issue_date).toBe('03/03/2027');
  });

  it('keeps a tax-named charge when its totals add up with it and not without it', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Mile Marker Filing Services LLC']),
        row(1, 50, [380, 'Invoice #'], [470, 'MM-310']),
        row(1, 100, [40, 'Description'], [530, 'Amount']),
        row(1, 116, [40, 'Quarterly filing service'], [530, '150.00']),
        row(1, 132, [40, 'IFTA tax due, Q3'], [530, '958.93']),
        row(1, 160, [420, 'Subtotal'], [530, '1,108.93']),
        row(1, 176, [420, 'Total'], [530, '1,108.93']),
        row(1, 200, [40, 'Total tax remitted for you this quarter'], [300, '958.93']),
      ),
    );
    expect(read.data.line_items).toHaveLength(2);
    expect(read.data.total).toMatchObject({ subtotal: 1108.93, total_amount: 1108.93 });
  });
});
