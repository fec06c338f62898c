// The editor's toolbar: one button per mark or block, its state pressed when the selection has
// it; a link, a picture (uploaded as responsive copies) and a YouTube video are asked for in turn.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, type Editor } from '@tiptap/react';
import { errorMessage, showToast } from '@league/shared';
import { FilePicker } from '../file-picker';
import { uploadPicture } from '../upload';

type Command = { key: string; active?: (e: Editor) => boolean; run: (e: Editor) => void };

const COMMANDS: Command[] = [
  {
    key: 'h2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { key: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'bullets', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numbers', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function Toolbar({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation('cab-content');
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? Object.fromEntries(COMMANDS.map((c) => [c.key, c.active?.(e) ?? false])) : {}),
  });
  if (!editor) return <div className="ct-rich__toolbar" aria-hidden="true" />;

  const link = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const video = () => {
    const src = window.prompt(t('editor.videoPrompt'));
    if (src?.trim() && !editor.commands.setYoutubeVideo({ src: src.trim() }))
      showToast(t('editor.videoRefused'), 'error');
  };
  const picture = async (file: File | undefined) => {
    if (!file) return;
    setUploading(0);
    try {
      const uploaded = await uploadPicture(file, setUploading);
      editor.chain().focus().setImage({ src: uploaded.picture.src, alt: '' }).run();
    } catch (error) {
      showToast(errorMessage(error) ?? t('editor.uploadFailed'), 'error');
    } finally {
      setUploading(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <div className="ct-rich__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {COMMANDS.map((c) => (
        <button key={c.key} type="button" aria-pressed={state?.[c.key] ?? false} onClick={() => c.run(editor)}>
          {t(`editor.${c.key}`)}
        </button>
      ))}
      <button type="button" aria-pressed={editor.isActive('link')} onClick={link}>
        {t('editor.link')}
      </button>
      <button type="button" onClick={() => picker.current?.click()} disabled={uploading !== null}>
        {uploading === null ? t('editor.picture') : t('editor.uploading', { percent: uploading })}
      </button>
      <FilePicker picker={picker} onPick={(file) => void picture(file)} />
      <button type="button" onClick={video}>
        {t('editor.video')}
      </button>
    </div>
  );
}
