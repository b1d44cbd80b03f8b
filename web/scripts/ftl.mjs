// The editor's part of a Fluent catalogue (locales/LANG/savanna.ftl): its `editor-…` messages and
// the words it shares with the sheet and `savanna play` (`count-…`, `cap-…`: a region's
// capacities; `outcome-…`, `play-captures`, `verdict`: how a game ended, a move's captures, a
// self-play verdict), each with its
// continuation lines (indented), without comments. Used by build-page.mjs (the
// page carries only these) and test/messages.test.mjs (every id the page uses is in both catalogues).

/** The ids the page may use: `editor-…`, `count-…`, `cap-…`, `outcome-…`, `play-captures`, `verdict`. */
export const PAGE_IDS = /^(?:(?:editor|count|cap|outcome)-[\w-]*|play-captures|verdict)$/;
/** PAGE_IDS at the start of a catalogue's line, the message's id captured. */
const ENTRY = /^((?:editor|count|cap|outcome)-[\w-]*|play-captures|verdict)\s*=/;

/** The page's messages of the catalogue text `ftl` (PAGE_IDS), in their order. */
export function pageMessages(ftl) {
  const out = [];
  let keep = false;
  for (const line of ftl.split('\n')) {
    // An entry starts at a message id, a term or a comment; a line of `}` closes a selector.
    if (/^[A-Za-z#-]/.test(line)) keep = ENTRY.test(line);
    if (keep && !line.startsWith('#')) out.push(line);
  }
  return `${out.join('\n')}\n`;
}

/** The ids of the page's messages of `ftl` (PAGE_IDS), in their order. */
export function pageIds(ftl) {
  return ftl.split('\n').map((l) => ENTRY.exec(l)?.[1]).filter((id) => id !== undefined);
}
