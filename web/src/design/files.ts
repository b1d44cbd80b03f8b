/**
 * Files: a new board, opening (the Open button and files dropped on the page), saving the YAML,
 * and downloading the validated board file and the print sheet.
 */
import type { Diagnostic, TextResult, ValidatedBoard } from '../engine-types';
import { download } from './dom';
import type { Editor } from './editor';

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
    this.starterText = ed.store.yaml;
    this.savedYaml = ed.store.yaml;
    const input = ed.toolbar.fileInput;
    input.addEventListener('change', async () => {
      const f = input.files?.[0];
      if (f) await this.openText(f.name, await f.text());
      input.value = '';
    });
    document.addEventListener('dragover', (e) => { e.preventDefault(); });
    document.addEventListener('drop', async (e) => {
      e.preventDefault();
      const f = e.dataTransfer?.files?.[0];
      if (f) await this.openText(f.name, await f.text());
    });
  }

  newBoard(): void {
    const { ed } = this;
    const store = ed.store;
    // Unsaved changes (the text differs from the one last opened or saved): ask first.
    if (store.yaml !== this.savedYaml && store.yaml !== this.starterText
      && !window.confirm('Discard the changes to this board and start a new one? (Undo brings it back.)')) return;
    ed.importDiags = [];
    store.setYaml(this.starterText, 'file');
    ed.view.fitted = false;
  }

  saveYaml(): void {
    const store = this.ed.store;
    this.savedYaml = store.yaml;
    download(`${baseName(store.validated)}.yaml`, store.yaml, 'text/yaml');
  }

  async openText(name: string, text: string): Promise<void> {
    const { ed } = this;
    if (/\.svg$/i.test(name) || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
      const r = await ed.engine.call<TextResult>('importSvg', text, { path: name });
      if (!r.ok || typeof r.output !== 'string') { ed.say(`The SVG drawing was not imported: ${r.text}`); return; }
      const ds = (r.diagnostics ?? []) as Diagnostic[];
      ed.importDiags = ds.map((d) => ({
        code: d.code, severity: d.severity, help: d.help ?? null,
        message: `${name}${d.line ? ` (line ${d.line})` : ''}: ${d.message}${d.labels?.[0]?.text && d.labels[0].text !== 'this element' ? `: ${d.labels[0].text}` : ''}`,
      }));
      ed.notice = r.text.trim() ? `Imported ${name}: ${ds.length ? `${ds.length} warning${ds.length === 1 ? '' : 's'} (in Diagnostics)\n` : ''}${r.text.trim()}` : `Imported ${name}.`;
      ed.store.setYaml(r.output, 'file');
    } else {
      ed.importDiags = [];
      ed.notice = `Opened ${name}.`;
      ed.store.setYaml(text, 'file');
    }
    ed.view.fitted = false;
  }

  async downloadBuilt(): Promise<void> {
    const { ed } = this;
    const r = await ed.engine.call<TextResult>('build', ed.store.yaml, { path: 'board.yaml' });
    if (!r.ok || typeof r.output !== 'string') { ed.say(`No board file: the board has errors.\n${r.text}`); return; }
    download(`${baseName(ed.v())}.json`, r.output, 'application/json');
  }

  async downloadSheet(format: 'svg' | 'pdf'): Promise<void> {
    const { ed } = this;
    const opts: Record<string, unknown> = { path: 'board.yaml', format };
    if (format === 'pdf') opts.paper = ed.toolbar.paper.value;
    const r = await ed.engine.call<{ ok: boolean; output?: string | Uint8Array; text: string }>('render', ed.store.yaml, opts);
    if (!r.ok || r.output === undefined) { ed.say(`No print sheet: the board has errors.\n${r.text}`); return; }
    download(`${baseName(ed.v())}.${format}`, r.output as BlobPart, format === 'svg' ? 'image/svg+xml' : 'application/pdf');
  }
}
