import fc from 'fast-check';

export type JsonSchema = boolean | { [keyword: string]: unknown };

const bounded = (value: unknown, fallback: number, cap: number) =>
  Math.min(typeof value === 'number' ? value : fallback, cap);

function stringOf(schema: Record<string, unknown>): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: any string then.
    }
  }
  const minLength = bounded(schema.minLength, 0, 200);
  const text = fc.string({
    minLength,
    maxLength: Math.max(minLength, bounded(schema.maxLength, 40, 200)),
    unit: 'grapheme',
  });
  return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: hostileText(text) });
}

// What no person types but an attacker sends: NUL, other control characters, lone surrogates.
const hostileCharacters = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];
export const hostileText = (around: fc.Arbitrary<string> = fc.string({ maxLength: 20 })) =>
  fc
    .tuple(around, fc.constantFrom(...hostileCharacters), around)
    .map(([before, character, after]) => `${before}${character}${after}`);

// Numbers at the edges of what a double holds: subnormal, huge, negative zero.
const edgeNumbers = fc.constantFrom(1e-320, 5e-324, -0, 1e308, Number.MAX_VALUE, -1e308, 0.1 + 0.2);

/**
 * Values that follow a JSON schema (as the OpenAPI document states it), for property-based
 * requests: types, enums, bounds, formats and patterns, required and optional properties.
 */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(null);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0], depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : -1_000_000,
        max: typeof schema.maximum === 'number' ? Math.floor(schema.maximum) : 1_000_000_000,
      });
    case 'number':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.double({
            min: typeof schema.minimum === 'number' ? schema.minimum : -1e9,
            max: typeof schema.maximum === 'number' ? schema.maximum : 1e12,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        },
        { weight: 1, arbitrary: edgeNumbers },
      );
    case 'string':
      return stringOf(schema);
    case 'array':
      return fc.array(arbitraryOf(schema.items as JsonSchema, depth + 1), {
        minLength: bounded(schema.minItems, 0, 5),
        maxLength: Math.max(bounded(schema.minItems, 0, 5), bounded(schema.maxItems, 4, 5)),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]),
        ),
        { requiredKeys: required },
      );
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}
