/**
 * Rules added in issue 16's eleventh round (after the tenth held-out set, 75.38 %, moved into
 * dev), each on a few hand-written lines (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { doc, row } from './invoice-test-pages.test-helper';
import { readInvoice } from './read-invoice';
import { readAmount, readQuantity } from './values';

describe('invoice rules (round 11)', () => {
  it('reads an amount with the dollar sign after it, as French-Canadian bills print it', () => {
    expect(readAmount('6,780.00 $')).toBe(6780);
    expect(readAmount('6 780,00 $')).toBe(6780);
    expect(readAmount('(125.50) $')).toBe(-125.5);
    expect(readAmount('12 $ 50')).toBeNull();
  });

  it('reads a Quebec bill: bilingual labels, amounts followed by $, TPS and TVQ, a terms box beside the totals', () => {
    const read = readInvoice(
      doc(
        row(1, 52, [40, 'Les Entretiens Lavoie Inc.'], [399, 'FACTURE / INVOICE']),
        row(
          1,
          73,
          [40, '120 rue Principale'],
          [356, 'No de facture / Invoice No.'],
          [522, 'F-2231'],
        ),
        row(1, 86, [40, 'Lévis, QC G6V 4Z2'], [356, 'Date'], [521, '2026-11-06']),
        row(1, 96, [40, 'Représentant / Representative : Hélène Bégin']),
        row(1, 176, [40, 'FACTURÉ À / BILL TO']),
        row(1, 190, [40, 'Transports Méthot Ltée']),
        row(1, 202, [40, "À l'attention de / Attn: Éric Gagné"]),
        row(1, 214, [40, '55 boul. Industriel']),
        row(1, 227, [40, 'Québec, QC G1P 4R1']),
        row(
          1,
          280,
          [44, 'Description'],
          [369, 'Qté / Qty'],
          [428, 'Prix unitaire'],
          [496, 'Montant / Amount'],
        ),
        row(
          1,
          308,
          [44, 'Déneigement du stationnement'],
          [399, '2'],
          [449, '500.00'],
          [528, '1,000.00 $'],
        ),
        row(1, 322, [44, 'Épandage de sel'], [399, '4'], [449, '50.00'], [538, '200.00 $']),
        row(
          1,
          365,
          [46, 'Conditions / Terms'],
          [322, 'Sous-total / Subtotal'],
          [525, '1,200.00 $'],
        ),
        row(1, 376, [46, 'Paiement net 30 jours. Intérêts de 1,5 %']),
        row(1, 381, [322, 'TPS / GST 5 %'], [533, '60.00 $']),
        row(1, 386, [46, 'par mois. / Net 30 days.']),
        row(1, 397, [322, 'TVQ / QST 9,975 %'], [533, '119.70 $']),
        row(1, 431, [322, 'TOTAL (CAD)'], [518, '1,379.70 $']),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Déneigement du stationnement', quantity: 2, unit_price: 500, amount: 1000 },
      { description: 'Épandage de sel', quantity: 4, unit_price: 50, amount: 200 },
    ]);
    expect(read.data.total).toMatchObject({
      subtotal: 1200,
      tax: 179.7,
      total_amount: 1379.7,
      currency: 'CAD',
    });
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Transports Méthot Ltée',
      contact_person: 'Éric Gagné',
      address: '55 boul. Industriel, Québec, QC G1P 4R1',
    });
    expect(read.data.seller_details.address).toBe('120 rue Principale, Lévis, QC G6V 4Z2');
    expect(read.data.seller_details.contact_person).toBe('Hélène Bégin');
    expect(read.data.notes).toBe(
      'Paiement net 30 jours. Intérêts de 1,5 % par mois. / Net 30 days.',
    );
    expect(read.totals_mismatch).toBe(false);
  });

  it('reads a negative count in brackets', () => {
    expect(readQuantity('(3)')).toBe(-3);
    expect(readQuantity('(1,168)')).toBe(-1168);
    expect(readQuantity('(3')).toBeNull();
  });

  it('reads a page with a sidebar: the band at the left is no part of the rows beside it', () => {
    const read = readInvoice(
      doc(
        row(1, 47, [186, 'Mileage Tax Helpers LLC']),
        row(1, 53, [18, 'INVOICE']),
        row(1, 62, [186, 'Fuel tax returns and permits']),
        row(1, 75, [18, 'Invoice no.'], [186, '88 Depot Rd, Joliet, IL 60436']),
        row(1, 87, [18, 'MT-5512']),
        row(1, 98, [186, 'Bill to']),
        row(1, 103, [18, 'Invoice date']),
        row(1, 111, [186, 'Prairie Wind Freight LLC']),
        row(1, 115, [18, '12 Nov 2026']),
        row(1, 123, [186, '400 Canal St']),
        row(1, 131, [18, 'Due date']),
        row(1, 136, [186, 'Dayton, OH 45402']),
        row(1, 143, [18, '22 Nov 2026']),
        row(1, 166, [18, 'ACCOUNT']),
        row(1, 178, [18, 'Account C-2201']),
        row(1, 212, [189, 'Service'], [448, 'Qty'], [499, 'Fee'], [545, 'Amount']),
        row(
          1,
          230,
          [18, 'Units 4'],
          [189, 'Quarterly return preparation'],
          [457, '1'],
          [489, '150.00'],
          [545, '150.00'],
        ),
        row(
          1,
          243,
          [18, 'Fleet MPG 6.2'],
          [189, 'Decal set, per unit'],
          [457, '4'],
          [493, '10.00'],
          [550, '40.00'],
        ),
        row(1, 263, [18, 'YOUR FILING SPECIALIST']),
        row(1, 275, [18, 'Dana Ortiz']),
        row(1, 285, [18, '513.880.4418']),
        row(1, 295, [18, 'dana@mileagetax.com']),
        row(1, 299, [189, 'Total service fees'], [545, '190.00']),
        row(1, 318, [18, 'PAY BY ACH']),
        row(1, 330, [18, 'Routing 009427218']),
        row(1, 570, [358, 'TOTAL DUE'], [531, '$190.00']),
      ),
    );
    expect(read.data.invoice_details.invoice_number).toBe('MT-5512');
    expect(read.data.line_items).toEqual([
      { description: 'Quarterly return preparation', quantity: 1, unit_price: 150, amount: 150 },
      { description: 'Decal set, per unit', quantity: 4, unit_price: 10, amount: 40 },
    ]);
    expect(read.data.seller_details).toMatchObject({
      company_name: 'Mileage Tax Helpers LLC',
      contact_person: 'Dana Ortiz',
      phone_number: '(513) 880-4418',
      email: 'dana@mileagetax.com',
    });
    expect(read.data.buyer_details.company_name).toBe('Prairie Wind Freight LLC');
    expect(read.data.total.total_amount).toBe(190);
    expect(read.totals_mismatch).toBe(false);
  });

  it('reads a fuel-tax table after a fees table: wrapped titles no list knows, the net gallons × a 4-decimal rate, its own total, a summary restating the sections', () => {
    // Cells set flush right at `right` (5 pt a character, as the helper draws them).
    const r = (right: number, text: string): [number, string] => [right - text.length * 5, text];
    const read = readInvoice(
      doc(
        row(1, 40, [40, 'Mileage Tax Helpers LLC'], [450, 'INVOICE']),
        row(1, 56, [352, 'Invoice No.'], [470, 'MT-5513']),
        row(1, 100, [40, 'Service'], r(461, 'Qty'), r(513, 'Fee'), r(575, 'Amount')),
        row(
          1,
          114,
          [40, 'Quarterly return preparation'],
          r(461, '1'),
          r(513, '150.00'),
          r(575, '150.00'),
        ),
        row(1, 128, [40, 'Decal set, per unit'], r(461, '2'), r(513, '10.00'), r(575, '20.00')),
        row(1, 142, [40, 'Total service fees'], r(575, '170.00')),
        row(1, 170, [40, 'B. Fuel tax remitted on your behalf']),
        row(
          1,
          184,
          [40, 'Jurisdiction'],
          r(311, 'Total miles'),
          r(361, 'Taxable'),
          r(411, 'Tax-paid'),
          r(471, 'Net taxable'),
          r(517, 'Tax rate'),
          r(595, 'Tax due (credit)'),
        ),
        row(1, 193, r(361, 'gallons'), r(411, 'gallons'), r(471, 'gallons')),
        row(
          1,
          207,
          [40, 'Ohio (OH)'],
          r(311, '10,530'),
          r(361, '1,579'),
          r(411, '2,747'),
          r(471, '(1,168)'),
          r(517, '0.4701'),
          r(595, '(549.08)'),
        ),
        row(
          1,
          221,
          [40, 'Idaho (ID)'],
          r(311, '4,826'),
          r(361, '724'),
          r(411, '0'),
          r(471, '724'),
          r(517, '0.3201'),
          r(595, '231.75'),
        ),
        row(
          1,
          235,
          [40, 'Texas (TX)'],
          r(311, '6,010'),
          r(361, '1,200'),
          r(411, '0'),
          r(471, '1,200'),
          r(517, '0.2001'),
          r(595, '240.12'),
        ),
        row(
          1,
          249,
          [40, 'Utah (UT)'],
          r(311, '3,300'),
          r(361, '500'),
          r(411, '0'),
          r(471, '500'),
          r(517, '0.3643'),
          r(595, '182.15'),
        ),
        row(
          1,
          263,
          [40, 'Iowa (IA)'],
          r(311, '1,200'),
          r(361, '180'),
          r(411, '280'),
          r(471, '(100)'),
          r(517, '0.3251'),
          r(595, '(32.51)'),
        ),
        row(1, 277, [40, 'Late filing penalty'], r(595, '50.00')),
        row(1, 291, [40, 'Net fuel tax remitted'], r(595, '122.43')),
        row(1, 328, [358, 'Service fees'], r(595, '$170.00')),
        row(1, 342, [358, 'Net fuel tax'], r(595, '$122.43')),
        row(1, 358, [358, 'TOTAL DUE'], r(595, '$292.43')),
      ),
    );
    expect(read.data.line_items).toEqual([
      { description: 'Quarterly return preparation', quantity: 1, unit_price: 150, amount: 150 },
      { description: 'Decal set, per unit', quantity: 2, unit_price: 10, amount: 20 },
      { description: 'Ohio (OH)', quantity: -1168, unit_price: 0.4701, amount: -549.08 },
      { description: 'Idaho (ID)', quantity: 724, unit_price: 0.3201, amount: 231.75 },
      { description: 'Texas (TX)', quantity: 1200, unit_price: 0.2001, amount: 240.12 },
      { description: 'Utah (UT)', quantity: 500, unit_price: 0.3643, amount: 182.15 },
      { description: 'Iowa (IA)', quantity: -100, unit_price: 0.3251, amount: -32.51 },
      { description: 'Late filing penalty', quantity: null, unit_price: null, amount: 50 },
    ]);
    expect(read.data.total).toMatchObject({ subtotal: null, tax: null, total_amount: 292.43 });
    expect(read.totals_mismatch).toBe(false);
  });

  it('reads numbers written beside their titles on a filled-in form, and a capitals heading under the rows as no wrapped text', () => {
    const read = readInvoice(
      doc(
        row(1, 50, [30, 'Clearwater Route Services'], [487, 'SERVICE TICKET']),
        row(1, 65, [498, 'No. 041122']),
        row(1, 225, [34, 'SERVICE / MATERIAL'], [346, 'QTY'], [416, 'UNIT PRICE'], [496, 'AMOUNT']),
        row(1, 244, [34, 'Solvent tank exchange']),
        row(
          1,
          265,
          [34, 'Used oil pickup (per gallon)'],
          [386, '210'],
          [465, '0.25'],
          [546, '52.50'],
        ),
        row(1, 287, [34, 'Filter drum, 55 gal'], [400, '2'], [454, '140.00'], [542, '280.00']),
        row(1, 307, [34, 'Spill kit refill']),
        row(1, 328, [34, 'Energy surcharge'], [549, '18.00']),
        row(1, 345, [30, 'PAYMENT']),
        row(1, 350, [416, 'SUBTOTAL'], [543, '350.50']),
        row(1, 391, [416, 'TOTAL'], [541, '350.50']),
      ),
    );
    expect(read.data.line_items).toEqual([
      {
        description: 'Used oil pickup (per gallon)',
        quantity: 210,
        unit_price: 0.25,
        amount: 52.5,
      },
      { description: 'Filter drum, 55 gal', quantity: 2, unit_price: 140, amount: 280 },
      { description: 'Energy surcharge', quantity: null, unit_price: null, amount: 18 },
    ]);
    expect(read.data.total).toMatchObject({ subtotal: 350.5, total_amount: 350.5 });
    expect(read.totals_mismatch).toBe(false);
  });

  it('reads ordered and back-ordered counts beside the shipped quantity as no part of the description', () => {
    const read = readInvoice(
      doc(
        row(1, 41, [74, 'Prairie Strap Supply Co'], [503, 'INVOICE']),
        row(1, 55, [330, 'Invoice No.'], [455, '7781']),
        row(
          1,
          272,
          [40, 'Item No.'],
          [112, 'Description'],
          [336, 'Ordered'],
          [380, 'Shipped'],
          [433, 'B/O'],
          [468, 'Unit Price'],
          [543, 'Amount'],
        ),
        row(
          1,
          291,
          [40, 'WB36'],
          [112, 'Winch bar 36 in'],
          [358, '18'],
          [402, '12'],
          [442, '6'],
          [485, '21.40'],
          [549, '256.80'],
        ),
        row(
          1,
          309,
          [40, 'EP4'],
          [112, 'Edge protector'],
          [354, '100'],
          [398, '100'],
          [442, '0'],
          [485, '1.375'],
          [549, '137.50'],
        ),
        row(
          1,
          327,
          [40, 'RS4'],
          [112, 'Ratchet strap 27 ft'],
          [358, '10'],
          [402, '10'],
          [442, '0'],
          [485, '18.95'],
          [549, '189.50'],
        ),
        row(1, 360, [440, 'Invoice total'], [549, '583.80']),
      ),
    );
    expect(read.data.line_items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ['WB36 Winch bar 36 in', 12, 21.4],
      ['EP4 Edge protector', 100, 1.375],
      ['RS4 Ratchet strap 27 ft', 10, 18.95],
    ]);
  });

  it('reads a letterhead whose lines have a grid of the invoice fields set far right between them', () => {
    const read = readInvoice(
      doc(
        row(1, 41, [74, 'Prairie Strap Supply Co'], [503, 'INVOICE']),
        row(1, 49, [42, 'PS']),
        row(1, 55, [74, '400 Mill Rd']),
        row(1, 59, [330, 'Invoice No.'], [455, 'Invoice Date']),
        row(1, 66, [74, 'Kent, WA 98032']),
        row(1, 74, [330, '7782'], [455, '10/31/26']),
        row(1, 77, [74, 'Tel 832-962-1762']),
        row(1, 89, [74, 'orders@prairiestrap.com']),
        row(1, 134, [41, 'SOLD TO']),
        row(1, 149, [42, 'Lakeside Haulers LLC']),
        row(1, 161, [42, '9 Quarry Rd']),
        row(1, 173, [42, 'Ontario, CA 91761']),
        row(1, 272, [40, 'Description'], [380, 'Qty'], [468, 'Unit Price'], [543, 'Amount']),
        row(1, 291, [40, 'Winch bar'], [402, '2'], [485, '21.40'], [549, '42.80']),
        row(1, 330, [440, 'Invoice total'], [549, '42.80']),
      ),
    );
    expect(read.data.seller_details).toMatchObject({
      company_name: 'Prairie Strap Supply Co',
      address: '400 Mill Rd, Kent, WA 98032',
      phone_number: '(832) 962-1762',
      email: 'orders@prairiestrap.com',
    });
  });

  it('reads a terms box over the table as the notes, and a contact with a department after the name', () => {
    const read = readInvoice(
      doc(
        row(1, 46, [170, 'Keystone Driving Academy']),
        row(1, 111, [177, 'SPONSORED STUDENT TUITION INVOICE']),
        row(1, 127, [108, 'Invoice No. INV-2001']),
        row(1, 152, [46, 'BILL TO']),
        row(1, 167, [46, 'Bluewater Haulers LLC']),
        row(1, 178, [46, 'Attn: Dana Price, Driver Recruiting']),
        row(1, 190, [46, '72 E 45th St']),
        row(1, 202, [46, 'Stockton, CA 95206']),
        row(1, 240, [52, 'Sponsorship terms']),
        row(1, 255, [
          52,
          'The employer pays tuition directly and trainees are not billed for any amount.',
        ]),
        row(1, 265, [52, 'Questions go to the admissions office.']),
        row(1, 293, [50, 'Description'], [393, 'Qty'], [472, 'Rate'], [530, 'Amount']),
        row(1, 310, [50, 'Class A CDL program'], [424, '1'], [457, '4,995.00'], [529, '4,995.00']),
        row(1, 330, [400, 'Invoice total'], [529, '4,995.00']),
        row(1, 360, [50, 'Make checks payable to Keystone Driving Academy.']),
      ),
    );
    expect(read.data.buyer_details.contact_person).toBe('Dana Price');
    expect(read.data.notes).toBe(
      'The employer pays tuition directly and trainees are not billed for any amount. Questions go to the admissions office.',
    );
  });

  it('reads a form of boxes, each label over its value (CUSTOMER, ADDRESS, CITY / STATE / ZIP, PHONE, CONTACT, SERVICE REP)', () => {
    const read = readInvoice(
      doc(
        row(1, 50, [30, 'Clearwater Route Services'], [487, 'SERVICE TICKET']),
        row(1, 65, [498, 'No. 041123']),
        row(1, 112, [33, 'DATE'], [163, 'ACCOUNT #'], [293, 'SERVICE REP']),
        row(1, 124, [37, '11/17/2026'], [168, 'R75730'], [299, 'Nora Quinn']),
        row(1, 136, [33, 'CUSTOMER']),
        row(1, 147, [37, 'Lakeside Haulers LLC']),
        row(1, 160, [33, 'ADDRESS'], [309, 'CITY / STATE / ZIP']),
        row(1, 172, [39, '75 Warehouse Rd'], [314, 'Greensboro, NC 27409']),
        row(1, 184, [33, 'PHONE'], [183, 'CONTACT']),
        row(1, 196, [37, '816-853-8213'], [187, 'Rita Gomez']),
        row(1, 225, [34, 'SERVICE / MATERIAL'], [346, 'QTY'], [416, 'UNIT PRICE'], [496, 'AMOUNT']),
        row(1, 244, [34, 'Drum pickup'], [346, '2'], [416, '40.00'], [496, '80.00']),
        row(1, 265, [416, 'TOTAL'], [496, '80.00']),
        row(1, 285, [44, 'Charge to account (Net 30)']),
      ),
    );
    expect(read.data.buyer_details).toMatchObject({
      company_name: 'Lakeside Haulers LLC',
      address: '75 Warehouse Rd, Greensboro, NC 27409',
      phone_number: '(816) 853-8213',
      contact_person: 'Rita Gomez',
    });
    expect(read.data.seller_details.contact_person).toBe('Nora Quinn');
  });

  it("reads the note written in a COMMENTS box, and a form's signed statement as no note", () => {
    const lines = (comment: string | null) =>
      doc(
        row(1, 50, [30, 'Clearwater Route Services'], [487, 'SERVICE TICKET']),
        row(1, 65, [498, 'No. 041124']),
        row(1, 225, [34, 'SERVICE / MATERIAL'], [346, 'QTY'], [416, 'UNIT PRICE'], [496, 'AMOUNT']),
        row(1, 244, [34, 'Drum pickup'], [346, '2'], [416, '40.00'], [496, '80.00']),
        row(1, 265, [416, 'TOTAL'], [496, '80.00']),
        row(1, 300, [33, 'COMMENTS']),
        ...(comment ? [row(1, 318, [41, comment])] : []),
        row(1, 360, [
          30,
          'GENERATOR CERTIFICATION: The customer certifies that the materials collected have not been mixed with',
        ]),
        row(1, 368, [
          30,
          'hazardous waste. Title to the materials passes to the service company when loaded.',
        ]),
        row(1, 420, [30, 'Customer signature'], [362, 'Service technician']),
      );
    expect(readInvoice(lines('Tank 3/4 full, schedule pickup in 2 wks')).data.notes).toBe(
      'Tank 3/4 full, schedule pickup in 2 wks',
    );
    expect(readInvoice(lines(null)).data.notes).toBeNull();
  });
});
