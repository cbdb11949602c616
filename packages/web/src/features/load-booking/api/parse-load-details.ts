import {
  type ExtractedData,
  LOAD_IMAGE_MAX_BYTES,
  LOAD_IMAGES_MAX,
  LOAD_TEXT_MAX_CHARS,
  parsedLoadResponseSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What was pasted: text, or one or more images (document 3 §7 "Load parsing"). */
export type LoadPaste = { type: 'text'; text: string } | { type: 'image'; images: readonly Blob[] };

export interface ParseLoadInput {
  paste: LoadPaste;
  truckLocation: string;
}

/** Shown before anything is sent when the paste is already too big for the service. */
export const PASTE_LIMIT_MESSAGES = {
  text: `Pasted text is too long: at most ${LOAD_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  imageSize: `A pasted image is too large: at most ${LOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  imageCount: `Too many pasted images: at most ${LOAD_IMAGES_MAX}.`,
} as const;

/** A problem the client can see before sending, or null. */
export function pasteProblem(paste: LoadPaste): string | null {
  if (paste.type === 'text') {
    return paste.text.length > LOAD_TEXT_MAX_CHARS ? PASTE_LIMIT_MESSAGES.text : null;
  }
  if (paste.images.length > LOAD_IMAGES_MAX) return PASTE_LIMIT_MESSAGES.imageCount;
  if (paste.images.some((image) => image.size > LOAD_IMAGE_MAX_BYTES)) {
    return PASTE_LIMIT_MESSAGES.imageSize;
  }
  return null;
}

/**
 * The multipart form: `text` + type 'text', or `file` (one image) / `files` (several) + type
 * 'image', plus truck_location. Pasted images are named pasted_image.png or
 * pasted_image_{index}.png.
 */
export function parseLoadForm({ paste, truckLocation }: ParseLoadInput): FormData {
  const form = new FormData();
  form.set('type', paste.type);
  if (paste.type === 'text') {
    form.set('text', paste.text);
  } else if (paste.images.length === 1 && paste.images[0]) {
    form.set('file', paste.images[0], 'pasted_image.png');
  } else {
    paste.images.forEach((image, index) => {
      form.append('files', image, `pasted_image_${index}.png`);
    });
  }
  form.set('truck_location', truckLocation);
  return form;
}

/**
 * POST {voice}/parse-load-details (multipart). No toast: a failed parse is only logged by the
 * caller; the error carries the server's message.
 */
export async function parseLoadDetails(
  input: ParseLoadInput,
  signal?: AbortSignal,
): Promise<ExtractedData> {
  const answer = await api.post(VOICE_PATHS.parseLoadDetails, {
    body: parseLoadForm(input),
    schema: parsedLoadResponseSchema,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

export function useParseLoadDetails() {
  return useMutation({ mutationFn: (input: ParseLoadInput) => parseLoadDetails(input) });
}
