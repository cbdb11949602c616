import type { ExtractedData } from '@fleet/contracts';
import { emptyExtracted as empty, mergeExtracted as merge } from './extracted';
import { checkLoadImage, checkLoadImages, checkLoadText, LoadInputError } from './input-checks';
import { closeOcr, OcrCancelledError, ocrImage } from './ocr';
import { type DetailedParse, type ParseOptions, parseText, parseTextDetailed } from './parse-text';

/**
 * Load-details parsing of the voice service (document 3 §3 "Parsed pasted load", §7 "Load
 * parsing"): pasted load-board text, screenshots (OCR) and single broker utterances during a call
 * → ExtractedData {loadDetails, callDetails, metadata}. Rule-based; see README.md beside this file.
 */

export type { DetailedParse, ParseOptions };
export {
  checkLoadImage,
  checkLoadImages,
  checkLoadText,
  closeOcr,
  LoadInputError,
  OcrCancelledError,
};

/** Parses pasted text (or one utterance). Never throws; metadata.source is 'text'. */
export function parseLoadText(text: string, options?: ParseOptions): ExtractedData {
  return parseText(text, options, 'text');
}

/**
 * parseLoadText with a confidence (0–1) per filled field and the fields read from weak evidence
 * (`lowConfidence`), for the agent to ask about instead of trusting. `withFieldConfidence` puts
 * both on the wire (metadata.fieldConfidence / lowConfidenceFields).
 */
export function parseLoadTextDetailed(text: string, options?: ParseOptions): DetailedParse {
  return parseTextDetailed(text, options, 'text');
}

/** The detailed parse as the wire carries it: metadata.fieldConfidence and lowConfidenceFields. */
export function withFieldConfidence({
  data,
  confidence,
  lowConfidence,
}: DetailedParse): ExtractedData {
  return {
    ...data,
    metadata: {
      ...data.metadata,
      fieldConfidence: { ...confidence },
      lowConfidenceFields: [...lowConfidence],
    },
  };
}

/** Later non-null values win; stops are matched by place and merged; derived fields follow. */
export function mergeExtracted(base: ExtractedData, update: ExtractedData): ExtractedData {
  return merge(base, update);
}

export function emptyExtracted(source: 'text' | 'image' | 'call'): ExtractedData {
  return empty(source);
}

/**
 * OCR of each image (checked first, read one at a time by the shared worker), the texts joined and
 * parsed. metadata.source is 'image' and metadata.ocrConfidence the mean OCR confidence (0–100).
 * Throws LoadInputError for an image that is not acceptable or cannot be read.
 */
export async function parseLoadImages(
  images: Buffer[],
  options?: ParseOptions,
  /** Aborted when the client has left: the remaining images are not read. */
  signal?: AbortSignal,
): Promise<ExtractedData> {
  return (await parseLoadImagesDetailed(images, options, signal)).data;
}

/** parseLoadImages with the confidence per field of the OCR text's parse (as parseLoadTextDetailed). */
export async function parseLoadImagesDetailed(
  images: Buffer[],
  options?: ParseOptions,
  signal?: AbortSignal,
): Promise<DetailedParse> {
  if (!Array.isArray(images) || images.length === 0) {
    throw new LoadInputError('Paste a screenshot of the load first.');
  }
  // The names the web app gives pasted images (§7 "Load parsing").
  const name = (i: number) => (images.length > 1 ? `pasted_image_${i}.png` : 'pasted_image.png');
  checkLoadImages(images.map((buffer, i) => ({ buffer, name: name(i) })));
  const texts: string[] = [];
  const confidences: number[] = [];
  for (const [i, image] of images.entries()) {
    const result = await ocrImage(image, name(i), signal);
    texts.push(result.text);
    confidences.push(result.confidence);
  }
  const detailed = parseTextDetailed(texts.join('\n\n'), options, 'image');
  const ocrConfidence =
    Math.round((confidences.reduce((a, b) => a + b, 0) / confidences.length) * 10) / 10;
  const { data } = detailed;
  return { ...detailed, data: { ...data, metadata: { ...data.metadata, ocrConfidence } } };
}
