import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, Input, Textarea } from './field';

describe('Field', () => {
  it('ties the label, the control, its help and its error together, the error named first', () => {
    const html = renderToStaticMarkup(
      <Field id="invite-email" label="Email" note="optional" help="Where the link goes." error="Enter a valid email.">
        {(control) => <Input {...control} name="email" type="email" />}
      </Field>,
    );
    expect(html).toMatch(/<label [^>]*for="invite-email">Email<span class="font-normal text-slate-400"> \((<!-- -->)?optional(<!-- -->)?\)<\/span><\/label>/);
    const input = html.match(/<input [^>]*>/)![0];
    expect(input).toContain('id="invite-email" aria-invalid="true" aria-describedby="invite-email-error invite-email-help"');
    expect(input).toMatch(/ class="mt-1 block w-full min-h-10 [^"]*aria-\[invalid=true\]:border-rose-400"/);
    expect(html).toContain('<p id="invite-email-error" class="mt-1 text-sm font-medium text-rose-300">Enter a valid email.</p>');
    expect(html).toContain('<p id="invite-email-help" class="mt-1 text-xs text-slate-400">Where the link goes.</p>');
  });

  it('names nothing and marks nothing invalid when there is no help or error', () => {
    const html = renderToStaticMarkup(
      <Field id="profile-name" label="Name">
        {(control) => <Input {...control} name="name" />}
      </Field>,
    );
    expect(html).not.toMatch(/aria-(invalid|describedby)=/);
    expect(html).not.toContain('<p');
  });

  it('keeps a public form’s error paragraph in the markup, hidden while empty, for the island to fill', () => {
    const html = renderToStaticMarkup(
      <Field id="message" label="Message" required tone="site" errorSlot>
        {(control) => <Textarea {...control} tone="site" name="message" required />}
      </Field>,
    );
    expect(html).toContain('<span aria-hidden="true" class="text-red-300"> *</span>');
    expect(html).toMatch(/<textarea [^>]*class="mt-1.5 block w-full min-h-11 [^"]*"/);
    expect(html).toContain('<p id="message-error" hidden="" class="mt-1.5 text-sm text-red-300"></p>');
    expect(
      renderToStaticMarkup(
        <Field id="phone" label="Phone" tone="site">
          {(control) => <Input {...control} tone="site" />}
        </Field>,
      ),
    ).not.toContain('<p');
  });
});
