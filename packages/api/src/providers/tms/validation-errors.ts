import type { LoadValidationError } from '@fleet/contracts';

/**
 * A TMS's field errors in §3's shape [{propertyName, message}], from either the list form
 * ({validation_errors | errors: [{propertyName, message}]}) or ASP.NET's problem details
 * ({errors: {"Field": ["message", ...]}}). Property names go through `rename` (the TMS's
 * spelling → ours). [] when the body carries none.
 */
export function fieldErrorsOf(
  body: unknown,
  rename: (propertyName: string) => string = (name) => name,
): LoadValidationError[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const list = record.validation_errors ?? record.validationErrors ?? record.errors;
  const out: LoadValidationError[] = [];
  if (Array.isArray(list)) {
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { propertyName, PropertyName, message, Message, ErrorMessage } = item as Record<
        string,
        unknown
      >;
      const name = propertyName ?? PropertyName;
      const text = message ?? Message ?? ErrorMessage;
      if (typeof text !== 'string') continue;
      out.push({ propertyName: rename(typeof name === 'string' ? name : ''), message: text });
    }
  } else if (list && typeof list === 'object') {
    for (const [name, messages] of Object.entries(list as Record<string, unknown>)) {
      for (const text of Array.isArray(messages) ? messages : [messages]) {
        if (typeof text === 'string') out.push({ propertyName: rename(name), message: text });
      }
    }
  }
  return out;
}
