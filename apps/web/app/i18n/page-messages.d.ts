// Made by page-messages-plugin.ts: per page pattern, the message keys its routes' code can use.
declare module 'virtual:page-messages' {
  const manifest: { version: string; pages: Readonly<Record<string, readonly string[]>> };
  export default manifest;
}
