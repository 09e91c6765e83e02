import { Island } from '@/components/island';
import { cardClasses } from '@/components/site/sections';
import { formTokenForThisRender } from '@/features/contact/page-form-token';
import { closedReason } from '@/features/forms/definition';
import { BuiltFormView } from '../lazy';
import { getPageForm } from '@/features/forms/queries';
import { RichText } from '@/features/rich-text/render';
import { islandSrc } from '@/server/islands';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

/**
 * A form staff built, drawn on the server from its definition. Switched off, past its closing
 * time or full, it shows its closed message instead. A form deleted since the block was placed
 * draws nothing for visitors and a note in the editor's preview.
 */
export async function FormBlock({ block, context }: BlockProps<'form'>) {
  const found = await getPageForm(block.form);
  let content;
  if (!found) {
    if (!context.preview) return null;
    content = <p className="text-sm text-amber-300">The chosen form no longer exists. Choose another in the block&apos;s settings.</p>;
  } else {
    const { form, entryCount } = found;
    const closed = closedReason(form, new Date(), entryCount ?? undefined);
    content = closed ? (
      <p role="status" className="text-slate-300">
        {form.settings.closedMessage}
      </p>
    ) : (
      <>
        <BuiltFormView
          form={{ id: form.id, fields: form.fields, settings: { submitLabel: form.settings.submitLabel } }}
          formToken={context.preview ? '' : await formTokenForThisRender()}
          permalink={context.path}
          preview={context.preview}
          successMessage={<RichText doc={form.settings.successMessage} />}
          checkerSrc={context.preview ? undefined : await islandSrc('entry-check')}
        />
        {!context.preview && <Island name="built-form" />}
      </>
    );
  }
  return (
    <BlockSection block={block}>
      <div className={`${cardClasses} mx-auto max-w-2xl`}>{content}</div>
    </BlockSection>
  );
}
