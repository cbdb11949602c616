import { describe, expect, it } from 'vitest';
import { extractPeople, extractPhone } from './contact';
import { docOf } from './test-helpers';

describe('extractPhone', () => {
  it.each([
    ['(214) 555-0143', '+1-214-555-0143', null],
    ['214.555.0143 x123', '+1-214-555-0143', '123'],
    ['call 2145550143 ext. 45', '+1-214-555-0143', '45'],
    ['+1 (509) 555-0174 extension 3', '+1-509-555-0174', '3'],
    ['My number is 404-555-0166 extension 12', '+1-404-555-0166', '12'],
  ])('%s', (text, phone, ext) => {
    expect(extractPhone(docOf(text))).toEqual({ formatted: phone, extension: ext });
  });

  it('prefers a labelled phone and skips fax numbers', () => {
    expect(extractPhone(docOf('Fax: 541-555-0199\nOffice: 541-555-0160 Ext 12'))).toEqual({
      formatted: '+1-541-555-0160',
      extension: '12',
    });
  });

  it('keeps an invalid number as found', () => {
    expect(extractPhone(docOf('call 555-555-0100'))?.formatted).toBe('555-555-0100');
  });
});

describe('extractPeople', () => {
  it('reads labelled contacts', () => {
    expect(
      extractPeople(docOf('Contact: Luis Ortega, Front Range Logistics  719-555-0105 ext 4')),
    ).toEqual({
      brokerName: 'Luis Ortega',
      brokerCompany: 'Front Range Logistics',
    });
    expect(
      extractPeople(docOf('Posted by: Heartland Freight Solutions   Phone: (815) 555-0172')),
    ).toEqual({
      brokerName: null,
      brokerCompany: 'Heartland Freight Solutions',
    });
  });

  it('reads a signature and spoken introductions', () => {
    expect(
      extractPeople(docOf('Rate $900\n\nThanks,\nSarah Lin\nBluewater Logistics\n(912) 555-0137')),
    ).toEqual({
      brokerName: 'Sarah Lin',
      brokerCompany: 'Bluewater Logistics',
    });
    expect(
      extractPeople(docOf('ask for Dana with Summit Logistics. The reference number is 88120.')),
    ).toEqual({
      brokerName: 'Dana',
      brokerCompany: 'Summit Logistics',
    });
    expect(extractPeople(docOf('Call Rita @ 713-555-0191 ext. 310')).brokerName).toBe('Rita');
  });

  it('does not take places or headings for people', () => {
    expect(
      extractPeople(docOf('It picks up in Dallas, Texas and delivers to Atlanta, Georgia')),
    ).toEqual({
      brokerName: null,
      brokerCompany: null,
    });
  });
});
