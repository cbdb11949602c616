/**
 * Rules added in issue 16's seventh round (after the sixth held-out set, 87.69 %, moved into
 * dev), each on a few hand-written lines (no corpus text): tables typed and closed by their sums
 * (a section's rows only, a net that every table adds up to, a price only where the amount is a
 * count of it), reference columns, an estimate's final column, a party block with another column
 * beside it, an account-number heading, a label continued after a slash, a letterhead person
 * with a role, and the note above a remittance stub.
 */
import { describe, expect, it } from 'vitest';
import { doc, row, scanned } from './invoice-test-pages.test-helper';
import { readInvoice } from './read-invoice';

describe('invoice rules (round 7)', () => {
  it('types a section by its own rows and takes a net every section adds up to for the total', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Larkspur Haulage Inc'], [380, 'DRIVER PAY STATEMENT']),
        row(
          1,
          44,
          [40, '12 Mill Race Rd, Dayton, OH 45402'],
          [380, 'Statement #'],
          [500, 'DP-1187'],
        ),
        row(1, 58, [380, 'Pay date'], [500, '03/06/2027']),
        row(1, 100, [40, 'LOADS']),
        row(1, 114, [43, 'Trip #'], [110, 'Lane'], [400, 'Linehaul'], [520, 'Your 70%']),
        row(
          1,
          128,
          [43, '30411'],
          [110, 'Erie, PA - Akron, OH'],
          [410, '1,200.00'],
          [525, '840.00'],
        ),
        row(
          1,
          142,
          [43, '30419'],
          [110, 'Akron, OH - Flint, MI'],
          [410, '2,000.00'],
          [520, '1,400.00'],
        ),
        row(1, 156, [43, 'Total loads'], [520, '2,240.00']),
        row(1, 184, [40, 'DEDUCTIONS']),
        row(1, 198, [43, 'Description'], [520, 'Amount']),
        row(1, 212, [43, 'Fuel card'], [525, '(310.00)']),
        row(1, 226, [43, 'Escrow'], [530, '(50.00)']),
        row(1, 240, [43, 'Total deductions'], [525, '(360.00)']),
        row(1, 270, [40, 'Direct deposit'], [330, 'NET PAY'], [515, '$1,880.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: '30411 Erie, PA - Akron, OH', quantity: null, unit_price: null, amount: 840 },
      {
        description: '30419 Akron, OH - Flint, MI',
        quantity: null,
        unit_price: null,
        amount: 1400,
      },
      { description: 'Fuel card', quantity: null, unit_price: null, amount: -310 },
      { description: 'Escrow', quantity: null, unit_price: null, amount: -50 },
    ]);
    expect(read.data.total.total_amount).toBe(1880);
  });

  it('takes no face value for a price when the amount is no count of it, and keeps reference numbers as text', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Bluegate Funding Co'], [360, 'ADVANCE STATEMENT']),
        row(1, 44, [360, 'Statement #'], [500, 'AS-5521']),
        row(
          1,
          100,
          [40, 'Issued'],
          [110, 'Purpose'],
          [220, 'Load / Ref'],
          [330, 'Face amt'],
          [420, 'Fee 3%'],
          [520, 'Total'],
        ),
        row(
          1,
          116,
          [40, '04/02/2027'],
          [110, 'Lumper'],
          [220, '781204'],
          [335, '200.00'],
          [425, '6.00'],
          [520, '206.00'],
        ),
        row(
          1,
          132,
          [40, '04/03/2027'],
          [110, 'Tow'],
          [220, '781377'],
          [335, '500.00'],
          [420, '15.00'],
          [520, '515.00'],
        ),
        row(1, 160, [330, 'Subtotal'], [520, '721.00']),
        row(1, 174, [330, 'TOTAL DUE'], [515, '$721.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: '04/02/2027 Lumper 781204', quantity: null, unit_price: null, amount: 206 },
      { description: '04/03/2027 Tow 781377', quantity: null, unit_price: null, amount: 515 },
    ]);
  });

  it("reads an estimate's table by its 'Final' column, the estimate beside it no part of the text", () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Ridgeback Diesel LLC'], [400, 'ESTIMATE / INVOICE']),
        row(1, 44, [400, 'Invoice'], [520, 'RD-7781']),
        row(
          1,
          100,
          [40, 'Job'],
          [70, 'Description'],
          [330, 'Est.'],
          [380, 'Hrs'],
          [460, 'Rate'],
          [550, 'Final'],
        ),
        row(
          1,
          116,
          [40, 'A'],
          [70, 'Labor - replace turbo'],
          [330, '480.00'],
          [400, '4'],
          [460, '130.00'],
          [550, '520.00'],
        ),
        row(
          1,
          132,
          [40, 'A'],
          [70, 'Gasket kit'],
          [330, '42.00'],
          [400, '1'],
          [465, '42.00'],
          [555, '42.00'],
        ),
        row(1, 160, [330, 'Subtotal'], [550, '562.00']),
        row(1, 174, [330, 'Invoice total'], [545, '$562.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'A Labor - replace turbo', quantity: 4, unit_price: 130, amount: 520 },
      { description: 'A Gasket kit', quantity: 1, unit_price: 42, amount: 42 },
    ]);
  });

  it('reads a block headed by an account number, and stops a block at a column set beside it', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Cobalt Card Services'], [380, 'STATEMENT']),
        row(1, 44, [40, 'Customer care 555-201-7788'], [380, 'Statement #'], [500, 'CS-88120']),
        row(1, 58, [380, 'Due / pay date'], [500, '05/20/2027']),
        row(1, 100, [44, 'Account 7731902'], [300, 'Card group 4']),
        row(1, 112, [44, 'Tamarack Freight LLC'], [300, 'Limit: 5,000']),
        row(1, 124, [44, '81 Orchard Ln'], [300, 'Cycle: monthly']),
        row(1, 136, [44, 'Ogden, UT 84401']),
        row(1, 180, [40, 'Description'], [520, 'Amount']),
        row(1, 196, [40, 'Card fees'], [525, '40.00']),
        row(1, 220, [330, 'Total due'], [520, '$40.00']),
      ),
    );
    expect(read.data.buyer_details.company_name).toBe('Tamarack Freight LLC');
    expect(read.data.buyer_details.address).toBe('81 Orchard Ln, Ogden, UT 84401');
    expect(read.data.seller_details.phone_number).toBe('(555) 201-7788');
    expect(read.data.invoice_details.due_date).toBe('05/20/2027');
  });

  it("names the letterhead's person with a role the seller's contact, and keeps the note above a remittance stub", () => {
    const read = readInvoice(
      doc(
        row(1, 30, [54, 'Sagebrush Escort Service'], [470, 'INVOICE # 771']),
        row(1, 44, [54, 'Dana Whitfield, owner/operator'], [470, 'Date: 06/01/2027']),
        row(1, 58, [54, '40 Canyon Rd'], [470, 'Due: 06/15/2027']),
        row(1, 70, [54, 'Moab, UT 84532']),
        row(1, 100, [54, 'Bill to:'], [104, 'Larch Lane Carriers LLC']),
        row(1, 112, [104, '9 Depot St, Provo, UT 84601']),
        row(1, 150, [57, 'Service'], [380, 'Miles'], [455, 'Rate'], [520, 'Amount']),
        row(1, 166, [57, 'Chase car'], [385, '120'], [455, '2.00'], [520, '240.00']),
        row(1, 190, [338, 'Subtotal'], [520, '240.00']),
        row(1, 204, [338, 'AMOUNT DUE'], [515, '$240.00']),
        row(1, 230, [44, 'Payment is due within fifteen days of the invoice date.']),
        row(1, 600, [44, 'Please detach and return with your payment']),
        row(1, 614, [44, 'Remit to:'], [338, 'Invoice #'], [520, '771']),
        row(1, 626, [44, 'Sagebrush Escort Service'], [338, 'Amount due'], [515, '$240.00']),
      ),
    );
    expect(read.data.seller_details.contact_person).toBe('Dana Whitfield');
    expect(read.data.notes).toBe('Payment is due within fifteen days of the invoice date.');
  });

  it('reads a scanned subtotal whose point OCR lost in cents when that reconciles, and a title with a stray point', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Flintlock Truck Repair'], [420, 'INVOICE']),
        row(1, 44, [420, 'Invoice #'], [500, 'FT-2290']),
        row(1, 100, [40, 'Item'], [400, 'Qty'], [460, 'Rate.'], [540, 'Amount']),
        row(1, 116, [40, 'Coolant hose'], [405, '2'], [460, '18.50'], [540, '37.00']),
        row(1, 132, [40, 'Labor'], [405, '3'], [460, '95.00'], [535, '285.00']),
        row(1, 160, [330, 'Subtotal'], [540, '32200']),
        row(1, 174, [330, 'Sales tax'], [545, '9.66']),
        row(1, 188, [330, 'Total due'], [535, '$331.66']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [2, 18.5, 37],
      [3, 95, 285],
    ]);
    expect(read.data.total.subtotal).toBe(322);
    expect(read.data.total.total_amount).toBe(331.66);
    expect(read.totals_mismatch).toBe(false);
  });
});
