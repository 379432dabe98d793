import { Input } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconPilcrow } from '@tabler/icons-react';
import { useEditor, useEditorState } from '@tiptap/react';
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

/**
 * «Абзац» (001 §2): the blocks of the selection become plain paragraphs (out of a list that «- » or
 * «1. » began); pressed while the cursor is in a plain paragraph.
 */
function ParagraphControl({ label }: { label: string }) {
  const { editor } = useRichTextEditorContext();
  const plain = useEditorState({
    editor,
    selector: ({ editor: e }) => !!e && e.isActive('paragraph') && !e.isActive('listItem'),
  });
  return (
    <RichTextEditor.Control
      onClick={() => editor?.chain().focus().clearNodes().run()}
      active={plain ?? false}
      aria-label={label}
      title={label}
    >
      <IconPilcrow size={16} stroke={1.5} aria-hidden />
    </RichTextEditor.Control>
  );
}

interface ContentEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  readOnly?: boolean;
}

/**
 * The notification's text (001 §2): bold, italic, paragraph, and http(s) links with their removal. A link whose
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
              <ParagraphControl label={t('toolbar.paragraph')} />
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
