import {
  type ExtractedData,
  LOAD_IMAGE_MAX_BYTES,
  LOAD_IMAGES_MAX,
  LOAD_TEXT_MAX_CHARS,
  type ParsedLoadResponse,
  parseLoadTextFieldsSchema,
  VOICE_PATHS,
} from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { type NextFunction, type Request, type Response, Router } from 'express';
import multer from 'multer';
import { badRequest, parseInput, voiceError } from '../../http/voice-errors';
import {
  checkLoadImages,
  checkLoadText,
  LoadInputError,
  OcrCancelledError,
  parseLoadImagesDetailed,
  parseLoadTextDetailed,
  withFieldConfidence,
} from '../domain';
import { CANCELLED, FairGate } from './fair-gate';

export interface LoadParsingRouteDeps {
  verifier: TokenVerifier;
  /** Image parses (OCR) running at once; more wait in line, in turn by account. */
  maxConcurrentImageParses?: number;
  /** Image parses one account may have waiting; beyond that its next one answers 503. */
  maxQueuedImageParsesPerAccount?: number;
}

const MB = 1024 * 1024;

/**
 * Load parsing (document 3 §7): `POST /voice/parse-load-details` (multipart: `file` or `files`
 * images, or `text`; `type` image|text; `truck_location`) and the text-only
 * `POST /voice/parse-load-offer-campaign-details`. Nothing is stored: the answer is the parse.
 */
export function loadParsingRoutes(deps: LoadParsingRouteDeps): Router {
  const router = Router();
  const auth = requireAuth(deps.verifier);
  const ocr = new FairGate(
    deps.maxConcurrentImageParses ?? 1,
    deps.maxQueuedImageParsesPerAccount ?? 2,
  );

  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: LOAD_IMAGE_MAX_BYTES,
      files: LOAD_IMAGES_MAX,
      fields: 8,
      parts: LOAD_IMAGES_MAX + 8,
      // A UTF-8 character is at most 4 bytes: longer text fails here, the rest in the schema.
      fieldSize: LOAD_TEXT_MAX_CHARS * 4,
      fieldNameSize: 100,
    },
  });
  const images = upload.fields([
    { name: 'file', maxCount: 1 },
    { name: 'files', maxCount: LOAD_IMAGES_MAX },
  ]);

  /**
   * Pasted text, or one or more screenshots (OCR), as extracted load details. The same parser for
   * the dispatch agent (parse-load-details) and the broker's campaigns
   * (parse-load-offer-campaign-details, which defaults to text as the spec's text paste sends it).
   * Text and screenshots alike answer a confidence per field in metadata.fieldConfidence and the
   * fields read from weak evidence in metadata.lowConfidenceFields (our addition; README).
   */
  const parse = (defaultType?: 'text') => async (req: Request, res: Response) => {
    const fields = parseInput(parseLoadTextFieldsSchema, {
      ...(defaultType ? { type: defaultType } : {}),
      ...fieldsOf(req),
    });
    const options = fields.truck_location ? { truckLocation: fields.truck_location } : {};
    let data: ExtractedData;
    if (fields.type === 'text') {
      if (filesOf(req).length > 0) throw badRequest('type: send images with type "image"');
      data = withFieldConfidence(parseLoadTextDetailed(checkedText(fields.text), options));
    } else {
      const files = filesOf(req);
      if (files.length === 0) throw badRequest('file: Please attach an image of the load details');
      if (files.length > LOAD_IMAGES_MAX) {
        throw badRequest(`files: At most ${LOAD_IMAGES_MAX} images can be sent at once`);
      }
      guard(() => checkLoadImages(files.map((f) => ({ buffer: f.buffer, name: f.originalname }))));
      const buffers = files.map((f) => f.buffer);
      // A client that leaves (closed tab, cancelled paste) takes its OCR job with it.
      const left = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) left.abort();
      });
      const { accountId } = res.locals.auth as AuthContext;
      try {
        data = withFieldConfidence(
          await ocr.run(
            accountId,
            () => parseLoadImagesDetailed(buffers, options, left.signal),
            left.signal,
          ),
        );
      } catch (error) {
        if (error instanceof LoadInputError) throw badRequest(error.message);
        if (error instanceof OcrCancelledError || (error as Error).message === CANCELLED) {
          return; // nobody is there to answer
        }
        throw error;
      }
    }
    const body: ParsedLoadResponse = { status: 'success', data };
    res.json(body);
  };
  router.post(VOICE_PATHS.parseLoadDetails, auth, multipart(images), parse());
  router.post(VOICE_PATHS.parseLoadOfferCampaignDetails, auth, multipart(images), parse('text'));

  return router;
}

function checkedText(text: string | undefined): string {
  return guard(() => checkLoadText(text ?? ''));
}

/** LoadInputError carries the message the user sees: 400 {detail}. */
function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof LoadInputError) throw badRequest(error.message);
    throw error;
  }
}

/** The text fields, as strings (multer gives strings; a JSON body may too). */
function fieldsOf(req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ['type', 'text', 'truck_location']) {
    if (body[key] !== undefined) out[key] = body[key];
  }
  return out;
}

function filesOf(req: Request): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return [...(files?.file ?? []), ...(files?.files ?? [])];
}

/** Runs multer and turns its limit errors into clear 413/400 answers. */
function multipart(handler: ReturnType<multer.Multer['none']>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) return next(multerProblem(error));
      next(error);
    });
  };
}

function multerProblem(error: multer.MulterError) {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return voiceError(
        413,
        'voice/file-too-large',
        `Each image must be at most ${LOAD_IMAGE_MAX_BYTES / MB} MB.`,
      );
    case 'LIMIT_FILE_COUNT':
      return badRequest(`files: At most ${LOAD_IMAGES_MAX} images can be sent at once`);
    case 'LIMIT_FIELD_VALUE':
      return voiceError(
        413,
        'voice/field-too-large',
        error.field === 'text'
          ? `text is longer than ${LOAD_TEXT_MAX_CHARS.toLocaleString('en-US')} characters`
          : `${error.field ?? 'A field'} is too long`,
      );
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(
        `${error.field ?? 'file'}: unexpected file field; send one image as "file" or several as "files"`,
      );
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
      return badRequest('The form has too many or too long fields.');
    default:
      return badRequest(`The upload could not be read: ${error.message}`);
  }
}
