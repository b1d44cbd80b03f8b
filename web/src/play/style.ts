/** The Play and Balance panels' styles (kept here so the panels stay in this folder). */
export const STYLE = `
.sv-play, .sv-balance { padding: 8px 12px; }
.sv-controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 8px; }
.sv-controls input[type=number] { width: 6em; }
.sv-play-main, .sv-balance-main { display: flex; gap: 16px; align-items: flex-start; }
.sv-play-board, .sv-heat-col { flex: 1 1 60%; min-width: 320px; }
.sv-figures-col { flex: 1 1 40%; }
.sv-side { flex: 1 1 35%; min-width: 280px; max-width: 480px; }
.sv-board { width: 100%; height: auto; max-height: 78vh; display: block; background: #fbfaf5; }
.sv-region { fill: #e9e4cf; stroke: #5a5140; cursor: default; }
.sv-region:nth-child(3n+1) { fill: #e6e0c6; }
.sv-region:nth-child(3n+2) { fill: #ece8d6; }
.sv-region.sv-movable { fill: #f5e7b0; cursor: pointer; }
.sv-region.sv-frozen { fill: #d9d9d9; }
.sv-region.sv-selected { fill: #f2c94c; }
.sv-region.sv-target { fill: #9fd89b; cursor: pointer; }
.sv-region.sv-target-other { fill: #d3ecd0; cursor: pointer; }
.sv-play .sv-region:hover { stroke-width: 1.2; }
.sv-frame { stroke: #2d2a22; }
.sv-name { fill: #4a4433; pointer-events: none; font-family: system-ui, sans-serif; }
.sv-piece { pointer-events: none; font-family: system-ui, sans-serif; font-weight: 600; }
.sv-lions circle, .sv-legend-lions circle { fill: #fff; stroke: #222; }
.sv-lions text, .sv-legend-lions text { fill: #222; }
.sv-jackals circle, .sv-legend-jackals circle { fill: #1d1d1d; stroke: #000; }
.sv-jackals text, .sv-legend-jackals text { fill: #fff; }
.sv-arrow { stroke: #c0392b; stroke-linecap: round; opacity: .6; pointer-events: none; }
.sv-arrow-head { fill: #c0392b; opacity: .6; pointer-events: none; }
.sv-note { fill: #111; pointer-events: none; font-family: system-ui, sans-serif; paint-order: stroke; stroke: #fffc; stroke-width: 2.5px; vector-effect: non-scaling-stroke; }
.sv-heat .sv-name { paint-order: stroke; stroke: #fffc; stroke-width: 2.5px; vector-effect: non-scaling-stroke; fill: #222; }
.sv-status { font-weight: 600; margin-bottom: 4px; }
.sv-counts { margin-bottom: 4px; }
.sv-outcome:not(:empty) { font-weight: 700; background: #e8f4e5; padding: 6px; margin: 6px 0; border-radius: 4px; }
.sv-message:not(:empty) { color: #8a1c1c; background: #fbeaea; padding: 6px; margin: 6px 0; border-radius: 4px; }
.sv-message[data-code]:not(:empty)::after { content: ' [' attr(data-code) ']'; color: #a55; font-size: 85%; }
.sv-note-line:not(:empty) { color: #7a5b00; margin-bottom: 6px; }
.sv-buttons { display: flex; gap: 6px; margin: 6px 0; align-items: center; flex-wrap: wrap; }
.sv-buttons button { white-space: nowrap; }
.sv-open-record { font-size: 0.9em; }
.sv-count button { min-width: 2em; margin: 0 2px; }
.sv-count button.sv-legal-count { border-color: #3b8a35; }
.sv-count button.sv-on { background: #f2c94c; font-weight: 700; }
.sv-moves { list-style: none; padding: 0; max-height: 22vh; overflow: auto; }
.sv-moves button { width: 100%; text-align: left; margin: 1px 0; }
.sv-log { max-height: 22vh; overflow: auto; font-size: 90%; }
.sv-typed { display: flex; gap: 4px; margin: 6px 0; }
.sv-typed input { flex: 1; }
.sv-busy { cursor: progress; }
.sv-progress { margin: 6px 0; }
.sv-progress progress { width: 320px; }
.sv-verdict { font-size: 110%; margin-bottom: 8px; overflow-wrap: anywhere; }
.sv-figures-col, .sv-heat-col { min-width: 0; }
.sv-verdict .sv-headline { display: block; }
.sv-verdict .sv-selfplay, .sv-verdict .sv-why-not { font-size: 90%; color: #444; margin: 6px 0 0; }
.sv-figures-table th { text-align: left; padding-right: 12px; font-weight: 500; color: #444; }
.sv-legend { margin-top: 6px; font-size: 90%; }
.sv-legend-disc { width: 1.5em; height: 1.5em; vertical-align: middle; }
.sv-piece-legend span { white-space: nowrap; }
.sv-swatch { display: inline-block; width: 1em; height: 1em; vertical-align: middle; border: 1px solid #888; }
`;
