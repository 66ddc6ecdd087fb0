// The part of libheif-js (plain JavaScript build, `require('libheif-js')`) the HEIC worker uses.
declare module 'libheif-js' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Writes the decoded RGBA pixels into `target`; calls back with it, or null on failure. */
    display(target: ImageData, callback: (shown: ImageData | null) => void): void;
  }
  const libheif: {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
  };
  export default libheif;
}
