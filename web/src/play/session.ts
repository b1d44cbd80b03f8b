// A play session in the engine's worker, by id: the library's game::session protocol, the same
// JSON lines as `savanna play --protocol json` (web/src/engine.worker.ts keeps the Session
// objects; this is the panel's handle on one).

import type { EngineLike, SessionEvent } from './types';
import { t as tr } from '../i18n';

export interface PlayOptions {
  lions: string;
  jackals: string;
  first?: 'lions' | 'jackals';
  seed: number;
  /** A game record to play on from (the engine takes its moves again; its board is the one
   *  played). */
  record?: string;
}

/** The worker's method names for sessions (engine.worker.ts). */
export const METHODS = {
  open: 'play',
  send: 'session.send',
  read: 'session.read',
  record: 'session.record',
  close: 'session.close',
};

export class SessionHandle {
  private constructor(private engine: EngineLike, private id: unknown) {}

  static async open(engine: EngineLike, yaml: string, opts: PlayOptions): Promise<SessionHandle> {
    const id = await engine.call(METHODS.open, yaml, opts);
    return new SessionHandle(engine, id);
  }

  async read(): Promise<string[]> {
    return (await this.engine.call<string[]>(METHODS.read, this.id)) ?? [];
  }

  async send(line: string): Promise<string[]> {
    return (await this.engine.call<string[]>(METHODS.send, this.id, line)) ?? [];
  }

  async record(): Promise<string> {
    return this.engine.call<string>(METHODS.record, this.id);
  }

  async close(): Promise<void> {
    try {
      await this.engine.call(METHODS.close, this.id);
    } catch {
      // A session the worker no longer has is closed already.
    }
  }
}

/** Parses the JSON lines an engine call returned (one event each; blank lines skipped). A line
 *  that is not JSON is reported as an error event of its own, never dropped. */
export function parseEvents(lines: string[]): SessionEvent[] {
  const out: SessionEvent[] = [];
  for (const chunk of lines) {
    for (const line of chunk.split('\n')) {
      const t = line.trim();
      if (!t) continue;
      try {
        out.push(JSON.parse(t) as SessionEvent);
      } catch {
        out.push({ event: 'error', code: 'play::protocol', message: tr('editor-not-json', { line: t }) });
      }
    }
  }
  return out;
}
