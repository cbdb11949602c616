/**
 * The carrier's facts written as one run of words without colons, each after its word:
 * "Carrier Red River Transport LLC MC 884213 Dispatch Rachel Novak", "Driver Yolanda Brown cell
 * 214.241.4863 Unit 8610 Trlr T37068", "Driver Ann Lee mobile 602-555-0100". The words that
 * name a fact cut the line into its values; a line that is a sentence is not read.
 */
import { looksLikeCompany } from './broker';
import { cleanCarrier } from './carrier-block';
import { isSentence } from './ratecon-words';
import { PHONE_RE, readPhone } from './values';

export interface CarrierFacts {
  carrier_name?: string;
  driver_name?: string;
  driver_phone?: string;
  truck?: string;
  trailer?: string;
}

const KEY =
  /\b(carrier|mc|usdot|dot|dispatch(?:er)?|driver|cell|mobile|power\s+unit|unit|truck|tractor|trlr|trailer)\b\s*#?\s*:?\s*/gi;
const PERSON = /^[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z'-]+$/;
const EQUIPMENT_NO = /^[A-Z]{0,3}-?\d[A-Z0-9-]*$/i;

export function carrierRunOn(text: string): CarrierFacts | null {
  const t = text.trim();
  if (t.length > 140 || isSentence(t) || !/^(?:carrier|driver)\s+[A-Z]/i.test(t)) return null;
  const keys = [...t.matchAll(KEY)];
  if (keys.length < 2 || keys[0]!.index !== 0) return null;
  const out: CarrierFacts = {};
  const hasDriver = keys.some((k) => /^driver$/i.test(k[1]!));
  for (const [i, k] of keys.entries()) {
    const from = k.index! + k[0].length;
    const value = t.slice(from, keys[i + 1]?.index ?? t.length).trim();
    if (value === '') continue;
    const key = k[1]!.toLowerCase().replace(/\s+/g, ' ');
    if (key === 'carrier') {
      const name = cleanCarrier(value.replace(/[,(]\s*$/, ''));
      if (looksLikeCompany(name)) out.carrier_name = name;
    } else if (key === 'driver') {
      const name = value.replace(PHONE_RE, '').trim();
      if (PERSON.test(name)) out.driver_name = name;
      const phone = readPhone(value);
      if (phone) out.driver_phone = phone;
    } else if ((key === 'cell' || key === 'mobile') && hasDriver) {
      const phone = readPhone(value);
      if (phone) out.driver_phone ??= phone;
    } else if (key === 'unit' || key === 'power unit' || key === 'truck' || key === 'tractor') {
      const no = value.split(/\s+/)[0]!;
      if (EQUIPMENT_NO.test(no)) out.truck = no;
    } else if (key === 'trlr' || key === 'trailer') {
      const no = value.split(/\s+/)[0]!;
      if (EQUIPMENT_NO.test(no)) out.trailer = no;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}
