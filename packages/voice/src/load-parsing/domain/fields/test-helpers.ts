import { buildDoc, type Doc } from '../document';
import { prepareText } from '../normalize';

/** The document the extractors see for a text (tests). */
export function docOf(text: string): Doc {
  return buildDoc(prepareText(text));
}
