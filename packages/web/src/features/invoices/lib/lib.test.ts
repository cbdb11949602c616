import { describe, expect, it } from 'vitest';
import { makeInvoiceData, makeParseAnswer } from '../testing/fake-invoices-api';
import { formatAmount, formatInvoiceDate, thisWeek, toWireDate } from './format';
import {
  confirmBody,
  fromParseAnswer,
  lineAmount,
  withDefaults,
  withLiveTotals,
} from './invoice-data';
import { confirmErrors, isWireDate } from './validate';

describe('invoice data', () => {
  it('fills missing line and total values with 0 and the currency with USD', () => {
    const data = makeInvoiceData({
      lines: [{ description: 'Lumper', quantity: null, unit_price: null, amount: 140 }],
      total: { subtotal: null, tax: null, shipping: null, discount: null, currency: '' },
    });
    const filled = withDefaults(data);
    expect(filled.line_items[0]).toEqual({
      description: 'Lumper',
      quantity: 0,
      unit_price: 0,
      amount: 140,
    });
    expect(filled.total).toMatchObject({
      subtotal: 0,
      tax: 0,
      shipping: 0,
      discount: 0,
      currency: 'USD',
    });
  });

  it('keeps totals to the cent: subtotal + tax + shipping − discount', () => {
    const data = makeInvoiceData({
      lines: [
        { description: 'a', quantity: 3, unit_price: 0.1, amount: 0.3 },
        { description: 'b', quantity: 1, unit_price: 0.2, amount: 0.2 },
      ],
      total: { tax: 1.15, shipping: 2, discount: 0.5 },
    });
    expect(lineAmount({ description: '', quantity: 3, unit_price: 0.1, amount: 0 })).toBe(0.3);
    expect(withLiveTotals(data).total).toMatchObject({ subtotal: 0.5, total_amount: 3.15 });
  });

  it('leaves the total of an invoice without lines as read', () => {
    const data = makeInvoiceData({ lines: [], total: { subtotal: 0, total_amount: 87.4 } });
    expect(withLiveTotals(data).total.total_amount).toBe(87.4);
  });

  it('counts an extraction with nothing in it as none', () => {
    expect(
      fromParseAnswer(makeParseAnswer(makeInvoiceData({ number: ' ', vendor: '', lines: [] }))),
    ).toBeNull();
    const receipt = makeInvoiceData({
      number: '',
      vendor: '',
      lines: [],
      total: { total_amount: 12 },
    });
    expect(fromParseAnswer(makeParseAnswer(receipt, {}, true))).toMatchObject({
      totalsMismatch: true,
    });
  });

  it('sends amount = total_amount and the notes as the description (null when blank)', () => {
    const data = makeInvoiceData({ number: ' INV-4 ', notes: '  ' });
    expect(confirmBody(data)).toMatchObject({
      invoice_number: 'INV-4',
      amount: 2076,
      description: null,
    });
  });
});

describe('invoice formats and checks', () => {
  it('shows dates as M/D/YYYY and amounts in USD', () => {
    expect(formatInvoiceDate('01/05/2027')).toBe('1/5/2027');
    expect(formatInvoiceDate(null)).toBe('-');
    expect(formatInvoiceDate('soon')).toBe('soon');
    expect(formatAmount(1234.5)).toBe('$1,234.50');
    expect(toWireDate('2026-11-02')).toBe('11/02/2026');
  });

  it('starts the week on Sunday and ends it today', () => {
    expect(thisWeek(new Date(2026, 10, 26, 9))).toEqual(['2026-11-22', '2026-11-26']);
    expect(thisWeek(new Date(2026, 10, 22, 9))).toEqual(['2026-11-22', '2026-11-22']);
    expect(thisWeek(new Date(2027, 0, 2, 9))).toEqual(['2026-12-27', '2027-01-02']);
  });

  it('takes real MM/DD/YYYY days only, and an empty date', () => {
    expect(isWireDate('02/29/2028')).toBe(true);
    expect(isWireDate('02/29/2027')).toBe(false);
    expect(isWireDate('2/3/2027')).toBe(false);
    const data = makeInvoiceData({ details: { issue_date: null, due_date: '13/01/2027' } });
    expect(confirmErrors(data)).toEqual({ due_date: 'Enter the date as MM/DD/YYYY' });
  });
});
