import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import '@mantine/tiptap/styles.css';
import { useText } from '../i18n';

/** Links start with http:// or https:// (001 §5, README decision 4). */
export const isWebLink = (href: string) => /^https?:\/\/\S+$/i.test(href.trim());

/** The toolbar's names (only the controls the editor shows) with the link field's example. */
const labels = (names: Partial<RichTextEditorLabels>): Partial<RichTextEditorLabels> => ({
  ...names,
  linkEditorInputPlaceholder: 'https://example.org',
});

/**
 * The editable area as a screen reader meets it: a named multi-line text box, its error and whether it can be changed.
 */
const attributes = (labelId: string, error: string | undefined, readOnly: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-labelledby': labelId,
  'aria-multiline': 'true',
  'aria-invalid': error ? 'true' : 'false',
  ...(error ? { 'aria-describedby': `${labelId}-error` } : {}),
  ...(readOnly ? { 'aria-readonly': 'true' } : {}),
});

interface ContentEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  readOnly?: boolean;
}

/**
 * The notification's text (001 §2): paragraphs, bold, italic and http(s) links. A link whose
 * text is emptied goes with it (tiptap keeps no mark without text); the server sanitises anyway.
 */
export function ContentEditor({ label, value, onChange, error, readOnly = false }: ContentEditorProps) {
  const t = useText();
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
      Link.configure({
        protocols: ['http', 'https'],
        autolink: true,
        openOnClick: false,
        isAllowedUri: (url) => isWebLink(url),
      }),
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: attributes(labelId, error, readOnly) },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(!readOnly);
    editor?.setOptions({ editorProps: { attributes: attributes(labelId, error, readOnly) } });
  }, [editor, readOnly, error, labelId]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: `${labelId}-error` }}
    >
      <RichTextEditor editor={editor} labels={labels(t('toolbar', { returnObjects: true }))}>
        {!readOnly && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
