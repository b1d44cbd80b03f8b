/** Build-time assets, provided by scripts/build-page.mjs (an esbuild virtual module). */
declare module 'virtual:savanna-assets' {
  /** The bundled engine worker (src/engine.worker.ts with the engine loader), classic-script JS. */
  export const workerSource: string;
  /** web/engine/savanna.wasm (gzip-compressed, see wasmEncoding) as base64, or '' when the page was built with the stub engine. */
  export const wasmBase64: string;
  /** 'gzip' when `wasmBase64` holds the gzip of the wasm (half the page's size), else ''. */
  export const wasmEncoding: string;
  /** The sheet fonts (web/engine/fonts/*.ttf|otf, one after another) gzip-compressed, as base64;
   *  '' when the page was built without them. Decoded only for the first PDF or PNG. */
  export const fontsBase64: string;
  /** The length in bytes of each font file in `fontsBase64`, in order. */
  export const fontSizes: number[];
}
