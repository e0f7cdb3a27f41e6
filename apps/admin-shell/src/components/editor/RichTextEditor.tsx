import { useMemo, useRef, type CSSProperties } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { App } from 'antd';
import { IMAGE_TYPES } from '@medteach/contract';
import { resolveFileUrl, uploadFile } from '@medteach/api-client';
import { messages } from '../../messages';
import { EDITOR_IMAGE_MAX_MB, editorImageError } from './editor-image';
import styles from './editor.module.css';

/** RuoYi Editor toolbar: headings, emphasis, lists, alignment, colours, links and images. */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['blockquote', 'link', 'image'],
  ['clean'],
];

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Editing area height in px. */
  height?: number;
  maxImageMb?: number;
}

/**
 * Rich-text editor (Quill 2 via react-quill-new). Images go through the upload call instead of being inlined
 * as base64: under 5 MB (spec §5), inserted as their stored file URL; a failed upload shows 图片插入失败.
 */
export function RichTextEditor({ value = '', onChange, height = 360, maxImageMb = EDITOR_IMAGE_MAX_MB }: RichTextEditorProps) {
  const { message } = App.useApp();
  const quill = useRef<ReactQuill>(null);
  const text = messages.editor;

  const modules = useMemo(() => {
    const insertImage = (file: File) => {
      const tooBig = editorImageError(file, maxImageMb);
      if (tooBig) return void message.error(tooBig);
      uploadFile(file, file.name)
        .then(({ url }) => {
          const editor = quill.current?.getEditor();
          if (!editor) return;
          const at = editor.getSelection(true)?.index ?? editor.getLength();
          editor.insertEmbed(at, 'image', resolveFileUrl(url), 'user');
          editor.setSelection(at + 1, 0);
        })
        .catch(() => void message.error(text.imageFailed));
    };
    const pickImage = () => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = IMAGE_TYPES.map((t) => `.${t}`).join(',');
      input.onchange = () => input.files?.[0] && insertImage(input.files[0]);
      input.click();
    };
    return { toolbar: { container: TOOLBAR, handlers: { image: pickImage } } };
  }, [maxImageMb, message, text.imageFailed]);

  return (
    <div data-testid="rich-text-editor" className={styles.editor} style={{ '--editor-height': `${height}px` } as CSSProperties}>
      <ReactQuill ref={quill} theme="snow" value={value} onChange={(html) => onChange?.(html)} modules={modules} placeholder={text.placeholder} />
    </div>
  );
}
