import {
  type ExtractedData,
  LOAD_IMAGE_MAX_BYTES,
  LOAD_IMAGES_MAX,
  LOAD_TEXT_MAX_CHARS,
  parsedLoadResponseSchema,
} from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, type AuthPort, errorMessageFrom, NETWORK_ERROR } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { VOICE_BOOKING_PATHS } from './paths';

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
 * POST {voice}/parse-load-details. The shared client only sends JSON, so this one multipart call
 * does its own fetch with the session's token (and the same refresh-once rule). No toast: a
 * failed parse is only logged by the caller; the error carries the server's message.
 */
export async function parseLoadDetails(
  input: ParseLoadInput,
  deps: { auth: AuthPort; fetch?: typeof fetch; signal?: AbortSignal },
): Promise<ExtractedData> {
  const attempt = async (retried: boolean): Promise<ExtractedData> => {
    const token = deps.auth.getAccessToken();
    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(VOICE_BOOKING_PATHS.parseLoadDetails, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: parseLoadForm(input),
        signal: deps.signal ?? null,
      });
    } catch (cause) {
      logger.warn('parse-load-details: request failed', cause);
      throw new ApiRequestError(NETWORK_ERROR, { status: 0 });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    if (!response.ok) {
      const action =
        typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : null;
      if (action === 'refreshToken' && !retried && (await deps.auth.refresh())) {
        return attempt(true);
      }
      if (action === 'forceLogout') deps.auth.forceLogout();
      throw new ApiRequestError(detailOf(body) ?? errorMessageFrom(body), {
        status: response.status,
        body,
      });
    }
    const parsed = parsedLoadResponseSchema.safeParse(body);
    if (!parsed.success) {
      logger.warn('parse-load-details: unexpected answer', parsed.error);
      throw new ApiRequestError('Unexpected answer from the load parser', {
        status: response.status,
        body,
      });
    }
    return parsed.data.data;
  };
  return attempt(false);
}

/** The voice service's `detail` field (document 3 §7), when there is one. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const detail = (body as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

export function useParseLoadDetails(auth: AuthPort) {
  return useMutation({
    mutationFn: (input: ParseLoadInput) => parseLoadDetails(input, { auth }),
  });
}
