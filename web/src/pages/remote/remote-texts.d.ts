/** The student app's texts, generated at build time by remoteTextsPlugin (web/remote-build.ts). */
declare module 'virtual:remote-texts' {
  export const remoteTexts: Record<'ko' | 'en' | 'es', Record<string, string>>;
}
