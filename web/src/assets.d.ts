/** Build-time assets, provided by scripts/build-page.mjs (an esbuild virtual module). */
declare module 'virtual:savanna-assets' {
  /** The bundled engine worker (src/engine.worker.ts with the engine loader), classic-script JS. */
  export const workerSource: string;
  /** 'gzip' when the page's data element `savanna-wasm` (web/engine/savanna.wasm as base64, absent
   *  when the page was built with the stub engine) holds the gzip of the wasm, else ''. */
  export const wasmEncoding: string;
  /** The length in bytes of each font file in the page's data element `savanna-fonts` (the sheet
   *  fonts, web/engine/fonts/*.ttf|otf one after another, gzip-compressed, as base64; absent when
   *  the page was built without them), in order. */
  export const fontSizes: number[];
}

/** A Fluent catalogue (locales/LANG/savanna.ftl) as its text: scripts/build-page.mjs keeps only
 *  the page's own `editor-…` messages of it. */
declare module '*.ftl' {
  const text: string;
  export default text;
}
