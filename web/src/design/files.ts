/**
 * Files: a new board, opening (the Open button and files dropped on the page), saving the YAML,
 * and downloading the validated board file and the print sheet.
 */
import type { Diagnostic, TextResult, ValidatedBoard } from '../engine-types';
import { download, h } from './dom';
import type { Editor } from './editor';
import { readFileBytes, type ReadFile } from './decode';
import { boardFragment, readFragment } from './share';
import { STARTER } from './starter';
import { t } from '../i18n';

/** A file name from the board's name. */
export function baseName(v: ValidatedBoard | null): string {
  const n = (v?.name ?? 'board').trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return n || 'board';
}

export class Files {
  /** The text a new board starts from. */
  readonly starterText: string;
  /** The text as last opened, begun or saved: New asks before it discards anything else. */
  savedYaml: string;

  constructor(private readonly ed: Editor) {
    this.starterText = STARTER;
    this.savedYaml = ed.store.yaml;
    const input = ed.toolbar.fileInput;
    input.addEventListener('change', async () => {
      const f = input.files?.[0];
      if (f) await this.openFile(f);
      input.value = '';
    });
    document.addEventListener('dragover', (e) => { e.preventDefault(); });
    document.addEventListener('drop', async (e) => {
      e.preventDefault();
      const f = e.dataTransfer?.files?.[0];
      if (f) await this.openFile(f);
    });
  }

  /** Put the board in a link (`#board=`, share.ts), copy it, and show it. */
  async copyLink(): Promise<void> {
    const { ed } = this;
    let fragment: string;
    try { fragment = await boardFragment(ed.store.yaml); } catch (e) { ed.say(t('editor-link-no-compress', { why: String(e) })); return; }
    const url = `${location.href.replace(/#.*$/, '')}#${fragment}`;
    let copied = false;
    try {
      // (A browser that asks the user about the clipboard may never answer: not waited for long.)
      await Promise.race([navigator.clipboard.writeText(url), new Promise((_ok, no) => setTimeout(() => no(new Error('no answer')), 1500))]);
      copied = true;
    } catch { /* shown, to be copied by hand */ }
    ed.say(t(copied ? 'editor-link-copied' : 'editor-link-copy', { n: url.length, long: url.length > 8000 ? 'yes' : 'no' }));
    const box = document.getElementById('notice-text');
    if (box) {
      const input = h('input', { id: 'share-link', class: 'share-link', readonly: '', 'aria-label': t('editor-link-label') });
      input.value = url;
      box.append(h('br'), input);
      input.focus();
      input.select();
    }
  }

  /** Open the board an address's fragment holds, if any: over the board shown (Undo brings
   *  that back). A fragment that is no board link, or a damaged one, is said, never a blank page. */
  async openLink(hash: string): Promise<void> {
    const { ed } = this;
    const r = await readFragment(hash);
    if (r.kind === 'none') return;
    // The fragment has been read: a reload shows the board as it is then (kept in the browser),
    // not the link's again.
    history.replaceState(null, '', location.href.replace(/#.*$/, ''));
    if (r.kind === 'error') { ed.say(`${r.message} ${t('editor-link-kept')}`); return; }
    const had = ed.store.yaml;
    ed.importDiags = [];
    ed.photo.clear();
    ed.store.setYaml(r.yaml, 'file');
    ed.view.fitted = false;
    ed.say(`${t('editor-link-opened')}${had !== r.yaml && had !== STARTER ? ` ${t('editor-link-undo')}` : ''}`);
  }

  newBoard(): void {
    const { ed } = this;
    const store = ed.store;
    // Unsaved changes (the text differs from the one last opened or saved): ask first.
    if (store.yaml !== this.savedYaml && store.yaml !== this.starterText
      && !window.confirm(t('editor-new-confirm'))) return;
    ed.importDiags = [];
    ed.photo.clear();
    store.setYaml(this.starterText, 'file');
    ed.view.fitted = false;
  }

  saveYaml(): void {
    const store = this.ed.store;
    this.savedYaml = store.yaml;
    download(`${baseName(store.validated)}.yaml`, store.yaml, 'text/yaml');
  }

  /** Open a file read as bytes (decode.ts): a drawing goes to the engine's import as its bytes
   *  (compressed `.svgz`, UTF-16 and UTF-32 drawings too), a board's text to the store. */
  async openFile(f: File): Promise<void> {
    const { ed } = this;
    let read: ReadFile;
    try {
      read = await readFileBytes(f.name, new Uint8Array(await f.arrayBuffer()));
    } catch (e) {
      ed.refuse(t('editor-file-refused', { name: f.name, why: e instanceof Error ? e.message : String(e) }));
      return;
    }
    await this.open(f.name, read);
  }

  async open(name: string, read: ReadFile): Promise<void> {
    const { ed } = this;
    if (read.kind === 'photo') {
      // A photo (JPEG, PNG, WebP) opened or dropped: read at the Open menu's paper size.
      await ed.photo.open(name, read.bytes);
      return;
    }
    ed.photo.clear();
    if (read.kind === 'svg') {
      const r = await ed.engine.call<TextResult>('importSvg', read.bytes, { path: name });
      if (!r.ok || typeof r.output !== 'string') { ed.refuse(t('editor-svg-refused', { why: r.text })); return; }
      const ds = (r.diagnostics ?? []) as Diagnostic[];
      ed.importDiags = ds.map((d) => ({
        code: d.code, severity: d.severity, help: d.help ?? null, line: null, column: null, regions: [], labels: [],
        message: `${name}${d.line ? ` (${t('editor-at-line', { n: d.line })})` : ''}: ${d.message}${d.labels?.[0]?.text && d.labels[0].text !== 'this element' ? `: ${d.labels[0].text}` : ''}`,
      }));
      ed.notice = r.text.trim() ? `${t('editor-imported-with', { name })} ${ds.length ? `${t('editor-import-warnings', { n: ds.length })}\n` : ''}${r.text.trim()}` : t('editor-imported', { name });
      ed.store.setYaml(r.output, 'file');
    } else {
      ed.importDiags = [];
      ed.notice = t('editor-opened', { name });
      ed.store.setYaml(read.text, 'file');
    }
    ed.view.fitted = false;
  }

  async downloadBuilt(): Promise<void> {
    const { ed } = this;
    const r = await ed.engine.call<TextResult>('build', ed.store.yaml, { path: 'board.yaml' });
    if (!r.ok || typeof r.output !== 'string') { ed.refuse(`${t('editor-no-board-file')}\n${r.text}`); return; }
    download(`${baseName(ed.v())}.json`, r.output, 'application/json');
  }

  /** The print sheet: SVG (one sheet), PDF (paged on the paper chosen, with the scale
   *  correction typed) or PNG (one sheet, the CLI's default resolution). */
  async downloadSheet(format: 'svg' | 'pdf' | 'png'): Promise<void> {
    const { ed } = this;
    let opts: Record<string, unknown> | null = { path: 'board.yaml' };
    if (format === 'pdf') opts = ed.printer.pagedOptions();
    if (!opts) return;
    const r = await ed.engine.call<{ ok: boolean; output?: string | Uint8Array; text: string }>('render', ed.store.yaml, { ...opts, format });
    if (!r.ok || r.output === undefined) { ed.refuse(`${t('editor-no-sheet')}\n${r.text}`); return; }
    const type = { svg: 'image/svg+xml', pdf: 'application/pdf', png: 'image/png' }[format];
    download(`${baseName(ed.v())}.${format}`, r.output as BlobPart, type);
  }
}
