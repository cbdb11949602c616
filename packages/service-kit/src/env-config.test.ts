import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './env-config';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).default(3000),
  NAME: z.string().min(2).optional(),
});

describe('parseEnv', () => {
  it('when a value is empty, then it counts as unset and the default applies', () => {
    expect(parseEnv(schema, { PORT: '', NAME: '' }, 'test')).toEqual({ PORT: 3000 });
  });

  it('when values are bad, then one error names the service and each bad variable', () => {
    expect(() => parseEnv(schema, { PORT: 'x', NAME: 'a' }, 'demo')).toThrow(
      /^Invalid demo configuration: PORT: .+; NAME: .+$/,
    );
  });
});
