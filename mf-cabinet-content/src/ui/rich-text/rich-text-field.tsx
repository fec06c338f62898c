// Staff-written HTML in a maintained rich-text editor (TipTap on ProseMirror, ADR 0262): headings,
// bold and italic, lists, quotes, links, pictures uploaded as responsive copies and a YouTube
// video. The form holds the editor's HTML; the API sanitises it when it is saved. A value put
// into the form from outside (a conflict's saved text taken) replaces the editor's content.
import { useEffect, useId } from 'react';
import { Field } from 'react-final-form';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldFrame } from '@league/shared/cabinet';
import { Toolbar } from './toolbar';
import './rich-text.css';

const EMPTY = '<p></p>';

function useRichEditor(
  value: string,
  onChange: (html: string) => void,
  label: string,
  describedBy: string | undefined,
) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
      Youtube.configure({ nocookie: true, controls: true, width: 640, height: 360 }),
    ],
    content: value || EMPTY,
    editorProps: {
      attributes: {
        class: 'ct-rich__area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value from outside the editor (reset, a conflict's text taken) is shown.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== shown) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);
  return editor;
}

function RichEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  label: string;
  describedBy?: string;
}) {
  const editor: Editor | null = useRichEditor(value, onChange, label, describedBy);
  return (
    <div className="ct-rich" id={id} onBlur={onBlur}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

export function RichTextField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && (meta.error || meta.submitError)
            ? String(meta.error ?? meta.submitError)
            : undefined;
        return (
          <FieldFrame id={`${id}-area`} label={label} hint={hint} error={error} className="ct-rich-field">
            <RichEditor
              id={`${id}-area`}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              label={label}
              describedBy={error ? `${id}-area-error` : hint ? `${id}-area-hint` : undefined}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
