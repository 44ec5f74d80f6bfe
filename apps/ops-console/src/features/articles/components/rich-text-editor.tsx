import { Box, Button, HStack, Input, Separator, Stack } from '@chakra-ui/react';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { ImageField } from '../../../shared/images/image-field';
import { isLinkUrl } from '../lib/link-url';

// The article body's editor (Tiptap 3, ProseMirror): only what the server's sanitiser keeps (paragraphs, h2-h4,
// lists, quotes, bold/italic/underline/strike, code, links, images), so what staff see is what visitors get. It is
// imported by the article edit page only, a lazy route of the console: no public page and no other console page
// loads it. Every command is a labelled toolbar button (Tab reaches them; the editor's own shortcuts work too).

export interface RichTextEditorProps {
  /** Names the editable area for screen readers ("English content"). */
  label: string;
  /** The HTML at mount; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function RichTextEditor({ label, initialHtml, onChange, invalid = false, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Links open where the server allows (http, https, mailto, this site); clicking in the editor edits, never follows.
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'article-editor-content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <Stack
      gap="0"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      overflow="hidden"
      // The editable area draws no outline of its own: the whole box shows the focus instead.
      _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
    >
      <Toolbar editor={editor} label={label} />
      <Box
        px="4"
        py="3"
        minH="60"
        css={{
          '& .article-editor-content': { outline: 'none', minHeight: '13rem' },
          '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '3' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '3' },
          '& h4': { fontSize: 'md', fontWeight: 'semibold', mt: '2' },
          '& p': { my: '2' },
          '& ul': { listStyleType: 'disc', pl: '6' },
          '& ol': { listStyleType: 'decimal', pl: '6' },
          '& blockquote': { borderLeftWidth: '3px', pl: '3', color: 'fg.muted' },
          '& a': { color: 'brand.fg', textDecoration: 'underline' },
          '& img': { maxW: 'full', h: 'auto' },
          '& pre': { bg: 'bg.muted', p: '3', rounded: 'l2', fontFamily: 'mono' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Stack>
  );
}

type Dialog = 'link' | 'image' | null;

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Tiptap 3 re-renders only on what the selector reads: the pressed state of each button.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <HStack role="toolbar" aria-label={t`${label}的格式工具`} gap="1" wrap="wrap" px="2" py="1.5" borderBottomWidth="1px" bg="bg.subtle">
      <Tool label={t`粗体`} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t`斜体`} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label={t`下划线`} pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label={t`删除线`} pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
        <s>S</s>
      </Tool>
      <Tool label={t`行内代码`} pressed={state.code} onClick={() => chain().toggleCode().run()}>
        {'</>'}
      </Tool>
      <Separator orientation="vertical" h="5" />
      <Tool label={t`H2 二级标题`} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t`H3 三级标题`} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t`H4 四级标题`} pressed={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
        H4
      </Tool>
      <Separator orientation="vertical" h="5" />
      <Tool label={t`项目符号列表`} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        •
      </Tool>
      <Tool label={t`1. 编号列表`} pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        1.
      </Tool>
      <Tool label={t`引用`} pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        “
      </Tool>
      <Separator orientation="vertical" h="5" />
      <Tool label={t`链接`} pressed={state.link} onClick={() => setDialog('link')}>
        <Trans>链接</Trans>
      </Tool>
      <Tool label={t`插入图片`} onClick={() => setDialog('image')}>
        <Trans>图片</Trans>
      </Tool>
      <Separator orientation="vertical" h="5" />
      <Tool label={t`撤销`} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool label={t`重做`} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </Tool>
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'image' ? <ImageDialog editor={editor} onClose={() => setDialog(null)} /> : null}
    </HStack>
  );
}

/** A toolbar button; its label starts with what it shows ("H2 二级标题"), as accessible names should. */
function Tool({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      size="xs"
      variant={pressed ? 'solid' : 'ghost'}
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keep the editor's selection: a mouse press on a button would otherwise move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The link on the selection: a URL (http, https, mailto or a path on this site), or none to remove it. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useLingui();
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      title={<Trans>链接</Trans>}
      size="sm"
      onClose={onClose}
      submitLabel={<Trans>确定</Trans>}
      onSubmit={(event) => {
        event.preventDefault();
        const value = href.trim();
        if (value === '') {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onClose();
          return;
        }
        if (!isLinkUrl(value)) {
          setError(t`请输入以 https://、http://、mailto: 或 / 开头的地址`);
          return;
        }
        editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
        onClose();
      }}
    >
      <FormField label={<Trans>链接地址</Trans>} helper={<Trans>留空则去掉链接。外部链接在新标签页打开。</Trans>} error={error}>
        <Input value={href} onChange={(event) => setHref(event.currentTarget.value)} inputMode="url" autoComplete="off" placeholder="https://" />
      </FormField>
    </FormDialog>
  );
}

/** A picture in the body: uploaded (the site's own picture store) or by URL, with its text alternative. */
function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useLingui();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      title={<Trans>插入图片</Trans>}
      size="md"
      onClose={onClose}
      submitLabel={<Trans>插入</Trans>}
      onSubmit={(event) => {
        event.preventDefault();
        const value = src.trim();
        if (!value || !isLinkUrl(value) || value.startsWith('mailto:')) {
          setError(t`请上传图片或输入以 https://、http:// 或 / 开头的图片地址`);
          return;
        }
        editor.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
        onClose();
      }}
    >
      <ImageField label={t`图片`} value={src} onChange={setSrc} error={error} />
      <FormField label={<Trans>或图片地址</Trans>}>
        <Input value={src} onChange={(event) => setSrc(event.currentTarget.value)} inputMode="url" autoComplete="off" />
      </FormField>
      <FormField label={<Trans>图片说明（替代文字）</Trans>} helper={<Trans>读屏软件会读出这段文字；纯装饰的图片可以留空。</Trans>}>
        <Input value={alt} onChange={(event) => setAlt(event.currentTarget.value)} maxLength={200} />
      </FormField>
    </FormDialog>
  );
}
