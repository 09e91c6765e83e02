import prettier from 'prettier';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { BLOCKS } from './registry';

// The editor draws its forms from these schemas' metadata, the API documents them and stored
// pages are checked against them: a change to a block's fields (a label, a limit, an option, a
// default) shows here as a diff of the stored JSON Schema, to be accepted with `vitest -u`.
test('every block keeps its fields, their limits and the editor metadata', async () => {
  const schemas = Object.fromEntries(
    Object.entries(BLOCKS).map(([type, { schema, ...info }]) => [
      type,
      { ...info, schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) },
    ]),
  );
  // A list field's metadata holds its item's zod object, which the JSON Schema's items describe.
  const json = JSON.stringify(schemas, (_key, value: unknown) => (value instanceof z.ZodType ? undefined : value), 2);
  // Written as the formatter writes JSON, so that `npm run lint` passes over the stored file.
  const file = './__snapshots__/block-schemas.json';
  const formatted = await prettier.format(json, { ...(await prettier.resolveConfig(file)), parser: 'json' });
  await expect(formatted).toMatchFileSnapshot(file);
});
