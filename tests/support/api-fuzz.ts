import fc from 'fast-check';
import type { Operation, Parameter, Resolver, SchemaObject } from './openapi-operations';

/**
 * fast-check arbitraries of hostile requests for one operation of the OpenAPI document: wrong types,
 * missing and extra fields, boundary and huge lengths, unicode and control characters, malformed
 * JSON and multipart, path traversal and SQL-looking strings in ids, search and sort.
 */
export interface FuzzRequest {
  /** Path with parameters filled in (already encoded, or deliberately raw). */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  /** Which caller's token goes along ('forged' is a malformed bearer value). */
  caller: string;
  /** What kind of body was generated, for the failure report. */
  kind: string;
}

const NASTY = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '" OR ""="',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=y',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '-0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>window.__xss=1</script>',
  '${7*7}{{7*7}}',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  '𝓗𝓸𝓶𝓮 🏠',
  'e\u0301\u0301\u0301',
  ' ',
  '',
  '\t\n\r',
  '\uffff',
  '%',
  '%%32%65',
  'createdAt; DROP TABLE reviews',
  'id desc, (select pg_sleep(1))',
];

const nasty = fc.constantFrom(...NASTY);
const huge = fc.constantFrom(1_000, 10_000, 70_000).map((n) => 'ä'.repeat(n));

/** Strings around a schema's length limits: at, just over and just under. */
function boundary(schema: SchemaObject): fc.Arbitrary<string> {
  const lengths = [schema.minLength, schema.maxLength]
    .filter((n): n is number => typeof n === 'number')
    .flatMap((n) => [n - 1, n, n + 1])
    .filter((n) => n >= 0);
  return lengths.length ? fc.constantFrom(...lengths).map((n) => 'x'.repeat(n)) : fc.string();
}

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 1 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: huge, weight: 1 },
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  // An own `__proto__` key, as a JSON body can carry one.
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown),
);

/** A value for one schema property: plausible, hostile text, or the wrong type. */
function valueFor(schema: SchemaObject): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) plausible.push(fc.constantFrom(...schema.enum));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) plausible.push(fc.boolean());
  if (types.includes('integer') || types.includes('number')) plausible.push(fc.integer({ min: -5, max: 100 }));
  if (types.includes('string')) plausible.push(boundary(schema), fc.string({ maxLength: 30 }));
  return fc.oneof(...plausible, hostileText, wrongType);
}

/** A text part for multipart: plausible, hostile or huge. */
function partFor(schema: SchemaObject): fc.Arbitrary<string> {
  const plausible = schema.enum?.length ? [fc.constantFrom(...schema.enum.map(String))] : [];
  return fc.oneof(...plausible, boundary(schema), hostileText, fc.constantFrom('1', '5', '0', '6', 'true', '2024-13'));
}

const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom('role', 'isVerified', 'likesCount', 'userId', '__proto__', 'constructor'), fc.string()),
  wrongType,
  { maxKeys: 3 },
);

/** An object shaped like `schema`, each field present or missing, plus extra fields. */
function objectFor(schema: SchemaObject, resolve: Resolver): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(props.map(([k, s]) => [k, valueFor(resolve(s))]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), extraFields, fc.boolean())
    .map(([record, extra, withExtra]) => (withExtra ? { ...record, ...extra } : record));
}

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '\ufeff{}', '{"a":"\\x00"}', '{"a":1}{"b":2}'),
  fc.constantFrom(50, 5_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.string({ unit: 'binary' }),
);

const nonObjectJson = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));

function jsonBodies(schema: SchemaObject, resolve: Resolver) {
  const json = (kind: string) => (body: unknown) => ({
    kind,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return fc.oneof(
    { arbitrary: objectFor(schema, resolve).map(json('json-object')), weight: 6 },
    { arbitrary: nonObjectJson.map(json('json-non-object')), weight: 1 },
    {
      arbitrary: malformedJson.map((body) => ({
        kind: 'json-malformed',
        headers: { 'content-type': 'application/json' },
        body,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
          ),
          objectFor(schema, resolve),
        )
        .map(([type, body]) => ({
          kind: `json-as-${type}`,
          headers: { 'content-type': type },
          body: JSON.stringify(body),
        })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'json-none', headers: {}, body: undefined }), weight: 1 },
    {
      arbitrary: fc.constant({
        kind: 'json-oversized',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filler: 'x'.repeat(200_000) }),
      }),
      weight: 1,
    },
  );
}

const bytes = fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array(b));
const file = fc
  .tuple(
    bytes,
    fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/octet-stream', ''),
    fc.constantFrom('a.jpg', '../../x.png', 'x', '\u0000.gif'),
  )
  .map(([b, type, name]) => new File([b], name, { type }));

function formFor(schema: SchemaObject, resolve: Resolver): fc.Arbitrary<FormData> {
  const props = Object.entries(schema.properties ?? {});
  const textParts = props.filter(([, s]) => resolve(s).format !== 'binary' && resolve(s).type !== 'array');
  const fileParts = props.filter(([, s]) => resolve(s).format === 'binary' || resolve(s).type === 'array');
  const text = Object.fromEntries(textParts.map(([k, s]) => [k, partFor(resolve(s))]));
  const files = Object.fromEntries(fileParts.map(([k]) => [k, fc.array(file, { maxLength: 2 })]));
  return fc
    .tuple(
      fc.record(text, { requiredKeys: [] }),
      fc.record(files, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostileText, { maxKeys: 2 }),
    )
    .map(([t, f, extra]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...extra, ...t })) if (v !== undefined) form.append(k, v);
      for (const [k, list] of Object.entries(f)) for (const one of list ?? []) form.append(k, one);
      return form;
    });
}

const malformedMultipart = fc.oneof(
  fc.constant({
    type: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
  }),
  fc.constant({ type: 'multipart/form-data; boundary=x', body: '--y\r\n\r\n--y--' }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--',
  }),
  fc.constant({ type: 'multipart/form-data; boundary=', body: '' }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u0000\u0001\r\n--x--',
  }),
  fc.string({ unit: 'binary' }).map((body) => ({ type: 'multipart/form-data; boundary=zz', body })),
);

function multipartBodies(schema: SchemaObject, resolve: Resolver) {
  return fc.oneof(
    { arbitrary: formFor(schema, resolve).map((body) => ({ kind: 'multipart', headers: {}, body })), weight: 6 },
    {
      arbitrary: malformedMultipart.map(({ type, body }) => ({
        kind: 'multipart-malformed',
        headers: { 'content-type': type },
        body,
      })),
      weight: 3,
    },
    {
      arbitrary: objectFor(schema, resolve).map((body) => ({
        kind: 'multipart-as-json',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'multipart-none', headers: {}, body: undefined }), weight: 1 },
  );
}

/** A value for a path parameter: a real fixture id, any UUID, or something hostile (raw or encoded). */
function pathValue(realIds: string[]): fc.Arbitrary<{ value: string; raw: boolean }> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realIds).map((value) => ({ value, raw: false })), weight: 3 },
    { arbitrary: fc.uuid().map((value) => ({ value, raw: false })), weight: 1 },
    { arbitrary: fc.constantFrom(...realIds).map((id) => ({ value: id.toUpperCase(), raw: false })), weight: 1 },
    { arbitrary: hostileText.map((value) => ({ value, raw: false })), weight: 3 },
    {
      arbitrary: fc
        .constantFrom('..', '../..', '../../admin/profile', '.%2e/.%2e', '%2e%2e%2f')
        .map((value) => ({ value, raw: true })),
      weight: 1,
    },
  );
}

function queryFor(params: Parameter[], resolve: Resolver): fc.Arbitrary<string> {
  const query = params.filter((p) => p.in === 'query');
  const one = (p: Parameter) =>
    fc.option(
      fc.oneof(
        valueFor(resolve(p.schema)).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        fc.constantFrom('-1', '0', '1', '101', '2147483648', '1.5', 'desc', 'asc', 'createdAt', 'title', 'rating'),
      ),
      { nil: undefined },
    );
  return fc
    .tuple(
      fc.record(Object.fromEntries(query.map((p) => [p.name, one(p)]))),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([declared, extra, repeat]) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(declared)) if (v !== undefined) search.append(k, v as string);
      for (const [k, v] of Object.entries(extra)) search.append(k, v);
      // A repeated parameter (?page=1&page=2) arrives as an array in some parsers.
      if (repeat && query[0]) search.append(query[0].name, '2');
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

/** Header parameters (Idempotency-Key): printable ASCII only, as Request allows. */
function headersFor(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const names = params.filter((p) => p.in === 'header').map((p) => p.name);
  const printable = fc
    .oneof(fc.string({ unit: 'binary-ascii', maxLength: 120 }), fc.constantFrom('"', '""', 'x'.repeat(101)))
    .map((v) => v.replace(/[^\x20-\x7e]/g, '').trim());
  return fc.tuple(...names.map(() => fc.option(printable, { nil: undefined }))).map((values) => {
    const headers: Record<string, string> = {};
    values.forEach((v, i) => {
      if (v !== undefined) headers[names[i]!] = v;
    });
    return headers;
  });
}

/** Hostile requests for `op`: ids drawn partly from `realIds`, callers from `callers`. */
export function requestsFor(
  op: Operation,
  resolve: Resolver,
  realIds: string[],
  callers: fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const body = !op.body
    ? fc.constant({ kind: 'no-body', headers: {} as Record<string, string>, body: undefined })
    : op.body.mediaType === 'application/json'
      ? jsonBodies(op.body.schema, resolve)
      : multipartBodies(op.body.schema, resolve);
  return fc
    .tuple(
      fc.tuple(...pathParams.map(() => pathValue(realIds))),
      queryFor(op.parameters, resolve),
      headersFor(op.parameters),
      body,
      callers,
    )
    .map(([values, query, headers, b, caller]) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => {
        const { value, raw } = values[i++]!;
        return raw ? value : encodeURIComponent(value);
      });
      return {
        url: `${path}${query}`,
        headers: { ...headers, ...(b.headers as Record<string, string>) },
        body: b.body,
        caller,
        kind: b.kind,
      };
    });
}
