import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkActionBody, readBody, requestWithBody } from './action-body';

const ACTION_ID = '60d7ec96f62b349c8e5e34be04829adf5db22a57c2';

/** What the contact form sends without JavaScript (React's encoding of a useActionState form action). */
function formPost(changes: (form: FormData) => void = () => {}) {
  const form = new FormData();
  form.append('$ACTION_REF_2', '');
  form.append('$ACTION_2:0', JSON.stringify({ id: ACTION_ID, bound: '$@1' }));
  form.append('$ACTION_2:1', JSON.stringify([{ status: 'idle', formToken: 'inquiry:1:abc' }]));
  form.append('$ACTION_KEY', 'k88b1255bd8571cabc106c625527ebc4a');
  form.append('name', 'Grace Hopper');
  form.append('message', 'Line one\r\nLine two\twith a tab');
  changes(form);
  return form;
}

async function check(body: FormData | string, headers: Record<string, string> = {}) {
  if (typeof body === 'string') return checkActionBody({ 'content-type': 'text/plain;charset=UTF-8', ...headers }, Buffer.from(body));
  const response = new Response(body);
  return checkActionBody({ 'content-type': response.headers.get('content-type')!, ...headers }, Buffer.from(await response.arrayBuffer()));
}
const script = { 'next-action': ACTION_ID };

describe('checkActionBody: a form posted without JavaScript', () => {
  it('passes what our pages send', async () => {
    expect(await check(formPost())).toBeNull();
    const byId = new FormData();
    byId.append(`$ACTION_ID_${ACTION_ID}`, '');
    byId.append('shareToken', 'abcdefghijkl');
    expect(await check(byId)).toBeNull();
  });

  it('refuses garbled action fields with 400', async () => {
    const garbled: [string, (form: FormData) => void][] = [
      ['meta row not JSON', (form) => form.set('$ACTION_2:0', '{not json')],
      ['meta row without id', (form) => form.set('$ACTION_2:0', '{"bound":"$@1"}')],
      ['bound to a missing row', (form) => form.set('$ACTION_2:0', JSON.stringify({ id: ACTION_ID, bound: '$@9' }))],
      ['bound to something else', (form) => form.set('$ACTION_2:0', JSON.stringify({ id: ACTION_ID, bound: 5 }))],
      ['bound row not JSON', (form) => form.set('$ACTION_2:1', '[{"status":')],
      ['bound row missing', (form) => form.delete('$ACTION_2:1')],
      ['bound row not a list', (form) => form.set('$ACTION_2:1', '"$Q1"')],
      ['bound row referring to a missing row', (form) => form.set('$ACTION_2:1', '[{"status":"$@5"}]')],
      ['a temporary reference', (form) => form.set('$ACTION_2:1', '["$T"]')],
      ['a server reference', (form) => form.set('$ACTION_2:1', '["$h2"]')],
      ['a stream', (form) => form.set('$ACTION_2:1', '["$R2"]')],
      ['an action row given twice', (form) => form.append('$ACTION_2:1', '[]')],
      ['an action row that is a file', (form) => form.set('$ACTION_2:1', new Blob(['[]']))],
      ['a NUL in a field', (form) => form.set('name', 'Grace\u0000')],
      ['an escape in a field name', (form) => form.set('na\u001bme', 'x')],
      ['a NUL in a file name', (form) => form.set('cv', new File(['x'], 'cv\u0000.pdf'))],
    ];
    for (const [what, change] of garbled) expect(await check(formPost(change)), what).toMatchObject({ status: 400 });
    expect(await check(formPost((form) => ['$ACTION_REF_2', '$ACTION_2:0', '$ACTION_2:1'].forEach((key) => form.delete(key))))).toMatchObject({
      status: 400,
      message: 'This form was not sent by one of our pages.',
    });
  });

  it('refuses a multipart body that does not parse', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=abc' };
    for (const body of ['garbage', '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nval', '--abc\r\n\r\n--abc--']) {
      expect(await checkActionBody(headers, Buffer.from(body)), body).toMatchObject({ status: 400, message: 'The form data could not be read.' });
    }
  });
});

describe('checkActionBody: a call from a script (Next-Action)', () => {
  it('passes the arguments React sends: values, dates, maps, outlined objects, forms', async () => {
    for (const body of ['[]', '[{"a":1,"b":"$$literal"},"$undefined","$D2026-01-01T00:00:00.000Z","$n123","$I","$NaN","$u"]', '[null,true,"$K1"]']) {
      expect(await check(body, script), body).toBeNull();
    }
    const form = new FormData();
    form.append('0', '["$@1","$Q2","$W3","$1:a:0","$B4"]');
    form.append('1', '{"a":[7]}');
    form.append('2', '[["k","v"]]');
    form.append('3', '[1,2]');
    form.append('4', new Blob(['bytes']));
    expect(await check(form, script)).toBeNull();
  });

  it('refuses bodies React could not decode with 400', async () => {
    const bodies = [
      'garbage',
      '{}',
      '"text"',
      '["$@1"]',
      '["$Q"]',
      '["$Z"]',
      '["$"]',
      `["$n${'9'.repeat(301)}"]`,
      '["a\\u0000b"]',
      `${'['.repeat(100)}${']'.repeat(100)}`,
    ];
    for (const body of bodies) expect(await check(body, script), body.slice(0, 30)).toMatchObject({ status: 400 });
    const form = new FormData();
    form.append('0', '["$1:missing","$B7"]');
    form.append('1', '{"a":1}');
    expect(await check(form, script)).toMatchObject({ status: 400 });
    const map = new FormData();
    map.append('0', '["$Q1"]');
    map.append('1', '[1,2]');
    expect(await check(map, script)).toMatchObject({ status: 400 });
  });

  it('refuses references that copy one part over and over (React stops at a million slots)', async () => {
    const form = new FormData();
    form.append('1', JSON.stringify(Array.from({ length: 2000 }, () => 1)));
    form.append('0', JSON.stringify(Array.from({ length: 300 }, () => '$1')));
    expect(await check(form, script)).toMatchObject({ status: 400, reason: 'references copy too much data' });
  });
});

describe('checkActionBody: actions this build does not have', () => {
  const known = new Set([ACTION_ID]);
  const other = '40' + 'f'.repeat(40);

  it('answers a well-formed unknown id with 404 and the header Next.js reloads the page on', async () => {
    expect(await checkActionBody({ 'content-type': 'text/plain', 'next-action': other }, Buffer.from('[]'), known)).toMatchObject({
      status: 404,
      headers: { 'x-nextjs-action-not-found': '1' },
    });
    const byId = new FormData();
    byId.append(`$ACTION_ID_${other}`, '');
    const response = new Response(byId);
    expect(await checkActionBody({ 'content-type': response.headers.get('content-type')! }, Buffer.from(await response.arrayBuffer()), known)).toMatchObject({
      status: 404,
    });
    const bound = formPost((form) => form.set('$ACTION_2:0', JSON.stringify({ id: other, bound: '$@1' })));
    const boundResponse = new Response(bound);
    expect(
      await checkActionBody({ 'content-type': boundResponse.headers.get('content-type')! }, Buffer.from(await boundResponse.arrayBuffer()), known),
    ).toMatchObject({ status: 404 });
    expect(await checkActionBody({ 'content-type': 'text/plain', 'next-action': ACTION_ID }, Buffer.from('[]'), known)).toBeNull();
  });

  it('answers a malformed id with 400', async () => {
    for (const id of ['zz', '00', ACTION_ID.toUpperCase(), `${ACTION_ID}0`]) {
      expect(await checkActionBody({ 'content-type': 'text/plain', 'next-action': id }, Buffer.from('[]'), known), id).toMatchObject({ status: 400 });
    }
  });
});

describe('readBody and requestWithBody', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const body = await readBody(req, 16);
      if (body === null) return void res.writeHead(413, { connection: 'close' }).end('too large');
      // What Next.js reads: the copy's stream gives the same bytes.
      const copy = requestWithBody(req, body);
      const chunks: Buffer[] = [];
      for await (const chunk of copy) chunks.push(chunk as Buffer);
      res.end(`${copy.method} ${copy.url} ${copy.headers['x-test']} ${Buffer.concat(chunks).toString()}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands on the body it read, and stops reading past the limit', async () => {
    const small = await fetch(`${url}/contact?x=1`, { method: 'POST', body: 'hello', headers: { 'x-test': 'kept' } });
    expect(await small.text()).toBe('POST /contact?x=1 kept hello');
    const large = await fetch(`${url}/contact`, { method: 'POST', body: 'x'.repeat(100) });
    expect(large.status).toBe(413);
  });
});
