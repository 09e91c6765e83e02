import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getBuilderForm } from '@/features/forms/builder-queries';
import { BuiltInFormNotice } from '@/features/forms/builder/built-in-notice';
import { FormBuilder } from '@/features/forms/builder/form-builder';
import { listLinkablePages } from '@/features/pages/admin-queries';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const form = await getBuilderForm(await getDb(), (await params).id);
  return { title: form ? `Edit ${form.name}` : 'Form not found' };
}

export default async function EditFormPage({ params }: Props) {
  await connection();
  const { id } = await params;
  await requireRoleForPage('editor', `/admin/forms/${id}`);
  const db = await getDb();
  const record = await getBuilderForm(db, id);
  if (!record) notFound();
  if (record.builtIn) return <BuiltInFormNotice name={record.name} />;
  const [pages, timeZone] = await Promise.all([listLinkablePages(db), getSiteTimeZone()]);
  // A new key per form: opening another one starts a fresh builder.
  return <FormBuilder key={record.id} record={record} pages={pages} timeZone={timeZone} />;
}
