/**
 * Shapes added in issue 16's third round (after the third held-out set was spent), each on a few
 * hand-written lines (no corpus text): number labels of notices and work orders, "… due" date
 * labels, block labels naming the block two ways, the seller's agent, a letterhead address set
 * apart from its name, charge rows that start under a later text column, component amount
 * columns, compound quantity units and card payments in the totals block.
 */
import { describe, expect, it } from 'vitest';
import { doc, row, scanned } from './invoice-test-pages.test-helper';
import { fixCompanySuffix } from './parties';
import { readInvoice } from './read-invoice';
import { readAmount, readQuantity } from './values';

describe('invoice shapes (round 3)', () => {
  it('reads the number after "W/O #", "R/O #" and "Notice No."', () => {
    for (const [label, value] of [
      ['W/O #', 'WO-7781'],
      ['R/O #', '55120'],
      ['Notice No.', 'BN-40022'],
    ] as const) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Millbrook Fleet Service'], [380, label], [500, value]),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Grease and inspect'], [480, '95.00']),
          row(1, 150, [400, 'Total'], [480, '95.00']),
        ),
      );
      expect(read.data.invoice_details.invoice_number, label).toBe(value);
    }
  });

  it('takes a date beside a label of a word or two ending in "due" as the due date', () => {
    for (const label of ['Early pay due', 'Terms due', 'Remittance due:']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Millbrook Fleet Service'], [380, 'Invoice #'], [500, 'M-310']),
          row(1, 44, [380, 'Invoice date'], [500, '03/02/2027']),
          row(1, 58, [380, label], [500, '04/01/2027']),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Grease and inspect'], [480, '95.00']),
          row(1, 150, [400, 'Minimum due'], [480, '50.00']),
          row(1, 164, [400, 'Total'], [480, '95.00']),
        ),
      );
      expect(read.data.invoice_details.due_date, label).toBe('04/01/2027');
      expect(read.data.invoice_details.issue_date, label).toBe('03/02/2027');
    }
  });

  it('reads a buyer block under a label naming it two ways ("Consignee / Bill to")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Millbrook Fleet Service'], [380, 'Invoice #'], [500, 'M-311']),
        row(1, 80, [40, 'Consignee / Bill to']),
        row(1, 92, [40, 'Pinecrest Haulers LLC']),
        row(1, 104, [40, 'c/o Rhea Balogun']),
        row(1, 116, [40, '81 Quarry Ln, Macon, GA 31201']),
        row(1, 128, [40, '(478) 555-0142']),
        row(1, 170, [40, 'Description'], [480, 'Amount']),
        row(1, 186, [40, 'Grease and inspect'], [480, '95.00']),
        row(1, 220, [400, 'Total'], [480, '95.00']),
      ),
    );
    const buyer = read.data.buyer_details;
    expect(buyer.company_name).toBe('Pinecrest Haulers LLC');
    expect(buyer.contact_person).toBe('Rhea Balogun');
    expect(buyer.address).toBe('81 Quarry Ln, Macon, GA 31201');
    expect(buyer.phone_number).toBe('(478) 555-0142');
  });

  it('takes "Your agent:" and "Dispatch office:" for the seller\'s contact', () => {
    for (const label of ['Your agent:', 'Dispatch office:']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Lakeshore Risk Partners'], [380, 'Invoice #'], [500, 'LR-88']),
          row(1, 42, [40, '9 Harbor Way, Erie, PA 16501']),
          row(1, 54, [40, `${label} Odette Vance`]),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Cargo coverage'], [480, '310.00']),
          row(1, 150, [400, 'Total'], [480, '310.00']),
        ),
      );
      expect(read.data.seller_details.contact_person, label).toBe('Odette Vance');
    }
  });

  it('reads the letterhead address printed under a title band, apart from the name', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [50, 'Copperline Cold Storage']),
        row(1, 44, [50, 'WAREHOUSE RECEIPT INVOICE']),
        row(
          1,
          72,
          [40, '400 Ice House Rd, Unit 2, Fargo, ND 58102'],
          [380, 'Invoice #'],
          [500, 'CC-902'],
        ),
        row(1, 84, [40, '(701) 555-0133'], [380, 'Invoice date'], [500, '03/02/2027']),
        row(1, 120, [40, 'BILL TO']),
        row(1, 132, [40, 'Pinecrest Haulers LLC']),
        row(1, 144, [40, '81 Quarry Ln, Macon, GA 31201']),
        row(1, 190, [40, 'Description'], [480, 'Amount']),
        row(1, 206, [40, 'Cold storage March'], [480, '420.00']),
        row(1, 240, [400, 'Total'], [480, '420.00']),
      ),
    );
    const seller = read.data.seller_details;
    expect(seller.company_name).toBe('Copperline Cold Storage');
    expect(seller.address).toBe('400 Ice House Rd, Unit 2, Fargo, ND 58102');
    expect(seller.phone_number).toBe('(701) 555-0133');
    expect(read.data.buyer_details.company_name).toBe('Pinecrest Haulers LLC');
  });

  it('keeps fee rows that start under a later text column as charges', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Lakeshore Risk Partners'], [380, 'Invoice #'], [500, 'LR-89']),
        row(1, 100, [40, 'Account'], [200, 'Covered item'], [480, 'Amount']),
        row(1, 116, [40, 'AC-77 Cargo'], [200, 'Trailer 5531'], [480, '210.00']),
        row(1, 132, [40, 'AC-77 Cargo'], [200, 'Trailer 5532'], [480, '190.00']),
        row(1, 148, [200, 'Processing fee'], [480, '12.00']),
        row(1, 164, [200, 'Filing handling'], [480, '8.00']),
        row(1, 196, [330, 'Total due'], [480, '420.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.amount])).toEqual([
      ['AC-77 Cargo Trailer 5531', 210],
      ['AC-77 Cargo Trailer 5532', 190],
      ['Processing fee', 12],
      ['Filing handling', 8],
    ]);
    expect(read.data.total.total_amount).toBe(420);
    expect(read.data.total.discount).toBeNull();
    expect(read.totals_mismatch).toBe(false);
  });

  it('does not take component amount columns for quantity, price or description', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Redtail Carriers Inc'], [380, 'Invoice #'], [500, 'RC-1201']),
        row(
          1,
          100,
          [40, 'Trip'],
          [90, 'Lane'],
          [260, 'Line haul'],
          [330, 'Stop-off'],
          [400, 'Accessorial'],
          [480, 'Trip total'],
        ),
        row(
          1,
          116,
          [40, 'T-81'],
          [90, 'Reno, NV to Boise, ID'],
          [260, '1,400.00'],
          [330, '75.00'],
          [400, '-'],
          [480, '1,475.00'],
        ),
        row(
          1,
          132,
          [40, 'T-82'],
          [90, 'Boise, ID to Ogden, UT'],
          [260, '980.00'],
          [330, '-'],
          [400, '40.00'],
          [480, '1,020.00'],
        ),
        row(
          1,
          148,
          [40, 'T-83'],
          [90, 'Ogden, UT to Reno, NV'],
          [260, '1,210.00'],
          [330, '-'],
          [400, '-'],
          [480, '1,210.00'],
        ),
        row(1, 180, [330, 'Total'], [480, '3,705.00']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'T-81 Reno, NV to Boise, ID', quantity: null, unit_price: null, amount: 1475 },
      {
        description: 'T-82 Boise, ID to Ogden, UT',
        quantity: null,
        unit_price: null,
        amount: 1020,
      },
      { description: 'T-83 Ogden, UT to Reno, NV', quantity: null, unit_price: null, amount: 1210 },
    ]);
  });

  it('reads quantities printed with a compound unit ("36 truck-day", "4 man-hr")', () => {
    expect(readQuantity('36 truck-day')).toBe(36);
    expect(readQuantity('4 man-hr')).toBe(4);
    expect(readQuantity('1,250 pallet-days')).toBe(1250);
    expect(readQuantity('10 pallets × 17 days')).toBeNull();
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Copperline Cold Storage'], [380, 'Invoice #'], [500, 'CC-903']),
        row(1, 100, [40, 'Service'], [300, 'Quantity'], [400, 'Rate'], [480, 'Charge']),
        row(
          1,
          116,
          [40, 'Reefer plug-in 12 units × 3 days'],
          [300, '36 truck-day'],
          [400, '4.50'],
          [480, '162.00'],
        ),
        row(1, 150, [400, 'Total'], [480, '162.00']),
      ),
    );
    expect(read.data.line_items[0]).toEqual({
      description: 'Reefer plug-in 12 units × 3 days',
      quantity: 36,
      unit_price: 4.5,
      amount: 162,
    });
  });

  it('reads a card payment line in the totals block as a payment, not a discount', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Routewise Dispatch Inc'], [380, 'Invoice #'], [500, 'RD-5']),
        row(1, 100, [40, 'Description'], [300, 'Qty'], [400, 'Price'], [480, 'Amount']),
        row(1, 116, [40, 'Dispatcher seat'], [300, '2'], [400, '50.00'], [480, '100.00']),
        row(1, 150, [330, 'Subtotal'], [480, '$100.00']),
        row(1, 164, [330, 'Total'], [480, '$100.00']),
        row(1, 178, [330, 'Paid by Visa ending 4411'], [480, '-$100.00']),
        row(1, 192, [330, 'Amount due'], [480, '$0.00']),
      ),
    );
    expect(read.data.total.total_amount).toBe(100);
    expect(read.data.total.discount).toBeNull();
    expect(read.data.invoice_details.paid_status).toBe('Paid');
  });

  it('reads a scanned block label whose slash lost a space ("CONSIGNEE/ BILL TO")', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Millbrook Fleet Service'], [380, 'Invoice #'], [500, 'M-312']),
        row(1, 80, [40, 'CONSIGNEE/ BILL TO']),
        row(1, 92, [40, 'Pinecrest Haulers LLC']),
        row(1, 104, [40, '81 Quarry Ln, Macon, GA 31201']),
        row(1, 170, [40, 'Description'], [480, 'Amount']),
        row(1, 186, [40, 'Grease and inspect'], [480, '95.00']),
        row(1, 220, [400, 'Total'], [480, '95.00']),
      ),
    );
    expect(read.data.buyer_details.company_name).toBe('Pinecrest Haulers LLC');
    expect(read.data.buyer_details.address).toBe('81 Quarry Ln, Macon, GA 31201');
  });

  it('puts back the point OCR lost in a scanned unit price when quantity × price says so', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Copperline Cold Storage'], [380, 'Invoice #'], [500, 'CC-904']),
        row(1, 100, [40, 'Service'], [300, 'Qty'], [400, 'Rate'], [480, 'Charge']),
        row(1, 116, [40, 'Pallet storage'], [300, '40'], [400, '135'], [480, '54.00']),
        row(1, 132, [40, 'Pallet handling'], [300, '40'], [400, '6.00'], [480, '240.00']),
        row(1, 166, [400, 'Total'], [480, '294.00']),
      ),
    );
    expect(read.data.line_items.map((i) => i.unit_price)).toEqual([1.35, 6]);
  });

  it('reads a scanned total whose dollar sign OCR made a 5 as the total the sums give', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Copperline Cold Storage'], [380, 'Invoice #'], [500, 'CC-905']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Cold storage March'], [480, '420.00']),
        row(1, 132, [40, 'Blast freeze'], [480, '80.00']),
        row(1, 166, [400, 'Subtotal'], [480, '500.00']),
        row(1, 180, [400, 'Sales tax'], [480, '35.00']),
        row(1, 194, [400, 'Total due'], [480, '5535.00']),
      ),
    );
    expect(read.data.total.total_amount).toBe(535);
    const notScanned = readInvoice(
      doc(
        row(1, 30, [40, 'Copperline Cold Storage'], [380, 'Invoice #'], [500, 'CC-906']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Cold storage March'], [480, '500.00']),
        row(1, 166, [400, 'Subtotal'], [480, '500.00']),
        row(1, 194, [400, 'Total due'], [480, '5500.00']),
      ),
    );
    expect(notScanned.data.total.total_amount).toBe(5500);
  });

  it('reads every section of a table whose section subtotals are set to the right', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Redtail Carriers Inc'], [380, 'Invoice #'], [500, 'RC-1202']),
        row(1, 100, [40, 'Description'], [300, 'Qty'], [400, 'Rate'], [480, 'Amount']),
        row(1, 116, [40, 'Trip T-90 Reno, NV to Boise, ID']),
        row(1, 130, [40, 'Line haul'], [300, '1'], [400, '1,400.00'], [480, '1,400.00']),
        row(1, 144, [40, 'Layover'], [300, '2'], [400, '75.00'], [480, '150.00']),
        row(1, 158, [300, 'Trip subtotal'], [480, '1,550.00']),
        row(1, 176, [40, 'Trip T-91 Boise, ID to Ogden, UT']),
        row(1, 190, [40, 'Line haul'], [300, '1'], [400, '900.00'], [480, '900.00']),
        row(1, 204, [40, 'Tarp'], [300, '1'], [400, '120.00'], [480, '120.00']),
        row(1, 218, [300, 'Trip subtotal'], [480, '1,020.00']),
        row(1, 250, [400, 'Total'], [480, '2,570.00']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.amount])).toEqual([
      ['Line haul', 1400],
      ['Layover', 150],
      ['Line haul', 900],
      ['Tarp', 120],
    ]);
    expect(read.data.total.subtotal).toBeNull();
    expect(read.data.total.total_amount).toBe(2570);
    expect(read.totals_mismatch).toBe(false);
  });

  it('does not take a payment schedule for line items, above or under the charges', () => {
    const schedule = (y: number) => [
      row(1, y, [40, 'Installment'], [200, 'Due date'], [480, 'Amount']),
      row(1, y + 14, [40, '3 of 10'], [200, '12/01/2026'], [480, '640.00']),
      row(1, y + 28, [40, '4 of 10'], [200, '01/01/2027'], [480, '640.00']),
    ];
    const charges = (y: number) => [
      row(1, y, [40, 'Description'], [480, 'Amount']),
      row(1, y + 16, [40, 'Tractor lease unit 7'], [480, '600.00']),
      row(1, y + 32, [40, 'Plate fee'], [480, '40.00']),
      row(1, y + 60, [400, 'Amount due'], [480, '640.00']),
    ];
    const top = row(1, 30, [40, 'Summit Equipment Finance'], [380, 'Invoice #'], [500, 'SF-7']);
    for (const [name, lines] of [
      ['above', [top, ...schedule(60), ...charges(130)]],
      ['under', [top, ...charges(60), ...schedule(160)]],
    ] as const) {
      const read = readInvoice(doc(...lines));
      expect(
        read.data.line_items.map((i) => [i.description, i.amount]),
        name,
      ).toEqual([
        ['Tractor lease unit 7', 600],
        ['Plate fee', 40],
      ]);
      expect(read.data.total.total_amount, name).toBe(640);
    }
  });

  it('looks for the letterhead above the charges only, and takes "Please pay by" for the due date', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'INVOICE']),
        row(1, 50, [40, 'Invoice No: 7781'], [300, 'Billing Date: 2026-10-12']),
        row(1, 62, [300, 'Please pay by: 2026-11-11']),
        row(1, 80, [40, 'Customer'], [300, 'Remit To']),
        row(1, 92, [40, 'Tallgrass Freight LLC'], [300, 'Ironwood Yard Services']),
        row(1, 104, [40, '300 Main St, Lincoln, NE 68508'], [300, 'PO Box 88, Casper, WY 82601']),
        row(1, 150, [40, 'Description'], [480, 'Amount']),
        row(1, 166, [40, 'Yard storage'], [480, '100.00']),
        row(1, 200, [400, 'Total'], [480, '100.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Ironwood Yard Services');
    expect(read.data.seller_details.address).toBe('PO Box 88, Casper, WY 82601');
    expect(read.data.buyer_details.company_name).toBe('Tallgrass Freight LLC');
    expect(read.data.invoice_details.due_date).toBe('11/11/2026');
  });

  it('reads rates printed with a longer unit ("$8.00/pallet", "0.75/pallet-day", "1.10 per pallet per day")', () => {
    expect(readAmount('$8.00/pallet')).toBe(8);
    expect(readAmount('0.75/pallet-day')).toBe(0.75);
    expect(readAmount('1.10 per pallet per day')).toBe(1.1);
    expect(readAmount('12/31')).toBeNull();
  });

  it('reads due dates under more labels and inside the terms ("Net 30, due …")', () => {
    for (const [label, value] of [
      ['Payment Due Date', 'March 31, 2027'],
      ['Pay before', '2027-03-31'],
      ['Remit by', 'Mar 31 2027'],
      ['Terms', 'Net 30, due 03/31/2027'],
    ] as const) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-2']),
          row(1, 44, [380, 'Invoice date'], [480, '03/01/2027']),
          row(1, 58, [380, label], [480, value]),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Yard storage'], [480, '100.00']),
          row(1, 150, [400, 'Total'], [480, '100.00']),
        ),
      );
      expect(read.data.invoice_details.due_date, label).toBe('03/31/2027');
      expect(read.data.invoice_details.issue_date, label).toBe('03/01/2027');
    }
  });

  it('keeps a per-row money column the arithmetic does not explain ("Tax") out of the description', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-4']),
        row(
          1,
          100,
          [40, 'Description'],
          [300, 'Qty'],
          [350, 'Price'],
          [420, 'Tax'],
          [480, 'Total'],
        ),
        row(
          1,
          116,
          [40, 'Wiper blades'],
          [300, '2'],
          [350, '15.00'],
          [420, '2.10'],
          [480, '32.10'],
        ),
        row(1, 132, [40, 'Labor'], [300, '1'], [350, '60.00'], [420, '0.00'], [480, '60.00']),
        row(1, 170, [400, 'Total'], [480, '92.10']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Wiper blades', quantity: 2, unit_price: 15, amount: 32.1 },
      { description: 'Labor', quantity: 1, unit_price: 60, amount: 60 },
    ]);
  });

  it('takes no customer name from a value that starts with "Customer" ("Ship via | Customer pickup")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-6']),
        row(1, 44, [380, 'Ship via'], [480, 'Customer pickup']),
        row(1, 100, [40, 'Description'], [480, 'Amount']),
        row(1, 116, [40, 'Yard storage'], [480, '100.00']),
        row(1, 150, [400, 'Total'], [480, '100.00']),
      ),
    );
    expect(read.data.buyer_details.customer_name).toBeNull();
  });

  it('takes no identifier for the seller\'s name; a "payable to" block names the seller', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'INVOICE'], [380, 'Invoice #'], [480, 'IY-10']),
        row(1, 80, [40, 'Bill To']),
        row(1, 92, [40, 'Tallgrass Freight LLC']),
        row(1, 104, [40, '300 Main St, Lincoln, NE 68508']),
        row(1, 150, [40, 'Description'], [480, 'Amount']),
        row(1, 166, [40, 'Yard storage'], [480, '100.00']),
        row(1, 200, [400, 'Total'], [480, '100.00']),
        row(1, 260, [40, 'Make checks payable to:']),
        row(1, 272, [40, 'Ironwood Yard Services']),
        row(1, 284, [40, '5 Gravel Rd, Casper, WY 82601']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Ironwood Yard Services');
    expect(read.data.seller_details.address).toBe('5 Gravel Rd, Casper, WY 82601');
  });

  it('takes a right-set line the rows add up to for the subtotal, and the amount due after a deposit for the balance', () => {
    const page = (...totals: Array<[string, string]>) =>
      readInvoice(
        doc(
          row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-11']),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Yard storage'], [480, '1,000.00']),
          row(1, 132, [40, 'Gate fees'], [480, '200.00']),
          ...totals.map(([label, amount], k) => row(1, 170 + k * 14, [380, label], [480, amount])),
        ),
      );
    const merchandise = page(
      ['Merchandise', '1,200.00'],
      ['Freight', '45.00'],
      ['Tax', '30.00'],
      ['Total Due', '1,275.00'],
    );
    expect(merchandise.data.line_items).toHaveLength(2);
    expect(merchandise.data.total).toMatchObject({ subtotal: 1200, shipping: 45, tax: 30 });
    expect(merchandise.data.total.total_amount).toBe(1275);
    const deposit = page(
      ['Total', '1,200.00'],
      ['Less deposit', '200.00'],
      ['Amount due', '1,000.00'],
    );
    expect(deposit.data.total.total_amount).toBe(1200);
    expect(deposit.data.invoice_details.paid_status).toBe('Partially Paid');
  });

  it('reads numbers under "Ref. No.", "Job #", "Claim #", qualified notice labels, and with an underscore', () => {
    for (const [label, value] of [
      ['Ref. No.', 'R-2202'],
      ['Job #', 'J-2202'],
      ['Claim #', 'C-2202'],
      ['Policy billing notice #', 'PB-2202'],
      ['Invoice ID', 'INV_2202'],
    ] as const) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Ironwood Yard Services'], [380, label], [480, value]),
          row(1, 100, [40, 'Description'], [480, 'Amount']),
          row(1, 116, [40, 'Yard storage'], [480, '100.00']),
          row(1, 150, [400, 'Total'], [480, '100.00']),
        ),
      );
      expect(read.data.invoice_details.invoice_number, label).toBe(value);
    }
  });

  it('reads a scanned price without its point as a whole count at that price in cents', () => {
    const read = readInvoice(
      scanned(
        row(1, 30, [40, 'Copperline Cold Storage'], [380, 'Invoice #'], [500, 'CC-907']),
        row(1, 100, [40, 'Service'], [300, 'Qty'], [400, 'Rate'], [480, 'Charge']),
        row(1, 116, [40, 'Dock permit'], [400, '6425'], [480, '64.25']),
        row(1, 132, [40, 'Road call'], [400, '150'], [480, '150.00']),
        row(1, 166, [400, 'Total'], [480, '214.25']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.quantity, i.unit_price])).toEqual([
      [1, 64.25],
      [1, 150],
    ]);
  });

  it('puts back a company suffix OCR misread ("LLe", "lnc")', () => {
    expect(fixCompanySuffix('Pinecrest Haulers LLe')).toBe('Pinecrest Haulers LLC');
    expect(fixCompanySuffix('Redtail Carriers lnc.')).toBe('Redtail Carriers Inc.');
    expect(fixCompanySuffix('Lnc Freight Group')).toBe('Lnc Freight Group');
  });

  it('takes "Premium" or "USD" as the last title for the amount column', () => {
    for (const title of ['Premium', 'Installment premium', 'USD']) {
      const read = readInvoice(
        doc(
          row(1, 30, [40, 'Lakeshore Risk Partners'], [380, 'Invoice #'], [480, 'LR-9']),
          row(1, 100, [40, 'Coverage'], [200, 'Unit'], [480, title]),
          row(1, 116, [40, 'Auto liability'], [200, 'Unit 12'], [480, '410.00']),
          row(1, 132, [40, 'Cargo'], [200, 'Unit 12'], [480, '90.00']),
          row(1, 166, [400, 'Amount due'], [480, '500.00']),
        ),
      );
      expect(
        read.data.line_items.map((i) => [i.description, i.amount]),
        title,
      ).toEqual([
        ['Auto liability Unit 12', 410],
        ['Cargo Unit 12', 90],
      ]);
    }
  });

  it('completes a buyer printed as labelled form fields ("Customer name:", "Address:", "Phone:")', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-13']),
        row(1, 42, [40, '5 Gravel Rd, Casper, WY 82601']),
        row(1, 80, [40, 'Customer Name:'], [130, 'Tallgrass Freight LLC']),
        row(1, 92, [40, 'Address:'], [130, '300 Main St, Lincoln, NE 68508']),
        row(1, 104, [40, 'Phone:'], [130, '402-555-0188']),
        row(1, 116, [40, 'Email:'], [130, 'ap@tallgrass.example']),
        row(1, 128, [40, 'Contact:'], [130, 'Mara Quinn']),
        row(1, 170, [40, 'Description'], [480, 'Amount']),
        row(1, 186, [40, 'Yard storage'], [480, '100.00']),
        row(1, 220, [400, 'Total'], [480, '100.00']),
      ),
    );
    expect(read.data.buyer_details).toEqual({
      company_name: 'Tallgrass Freight LLC',
      customer_name: null,
      contact_person: 'Mara Quinn',
      phone_number: '(402) 555-0188',
      email: 'ap@tallgrass.example',
      address: '300 Main St, Lincoln, NE 68508',
    });
  });

  it('leaves an "Address:" label out of the address', () => {
    const read = readInvoice(
      doc(
        row(1, 30, [40, 'INVOICE'], [380, 'Invoice #'], [480, 'IY-15']),
        row(1, 80, [40, 'Vendor: Ironwood Yard Services'], [300, 'Bill To: Tallgrass Freight LLC']),
        row(
          1,
          92,
          [40, 'Address: 5 Gravel Rd, Casper, WY 82601'],
          [300, '300 Main St, Lincoln, NE 68508'],
        ),
        row(1, 150, [40, 'Description'], [480, 'Amount']),
        row(1, 166, [40, 'Yard storage'], [480, '100.00']),
        row(1, 200, [400, 'Total'], [480, '100.00']),
      ),
    );
    expect(read.data.seller_details.company_name).toBe('Ironwood Yard Services');
    expect(read.data.seller_details.address).toBe('5 Gravel Rd, Casper, WY 82601');
  });

  it('takes the customer named inline over a Ship To block, but not a carrier named inline', () => {
    const page = (label: string) =>
      readInvoice(
        doc(
          row(1, 30, [40, 'Ironwood Yard Services'], [380, 'Invoice #'], [480, 'IY-17']),
          row(1, 60, [40, `${label}: Tallgrass Freight LLC`]),
          row(1, 90, [40, 'Ship To']),
          row(1, 102, [40, 'Tallgrass Yard 2']),
          row(1, 114, [40, '1 Yard Rd, Lincoln, NE 68508']),
          row(1, 150, [40, 'Description'], [480, 'Amount']),
          row(1, 166, [40, 'Yard storage'], [480, '100.00']),
          row(1, 200, [400, 'Total'], [480, '100.00']),
        ),
      ).data.buyer_details.company_name;
    expect(page('Customer')).toBe('Tallgrass Freight LLC');
    expect(page('Carrier')).toBe('Tallgrass Yard 2');
  });
});
