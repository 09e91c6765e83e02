// One look for every email we send: plain text and a simple HTML version, both signed with the
// company's name and address. Everything a visitor typed is escaped.
export type EmailCompany = { name: string; email: string; phone: string; address: string };
export type EmailContent = {
  heading: string;
  paragraphs: string[];
  /** Label/value rows (the submitted fields); empty values are left out. */
  details?: [label: string, value: string | null | undefined][];
  company: EmailCompany;
};

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function signature(company: EmailCompany) {
  return [company.name, company.address, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean);
}

export function renderEmail({ heading, paragraphs, details = [], company }: EmailContent): { text: string; html: string } {
  const rows = details.filter((row): row is [string, string] => Boolean(row[1] && row[1].trim()));
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    rows.length ? '' : null,
    '--',
    ...signature(company),
  ]
    .filter((line) => line !== null)
    .join('\n');

  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${
  rows.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="margin:12px 0;border-collapse:collapse;width:100%">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="color:#475569;vertical-align:top;white-space:nowrap;width:30%">${escapeHtml(label)}</td><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p style="margin:24px 0 0;color:#64748b;font-size:13px;line-height:1.5">${signature(company).map(escapeHtml).join('<br>')}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
