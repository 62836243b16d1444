// The W3C's WebVTT parser ships no types: the part of it we call.
declare module "webvtt-parser" {
  type ParseResult = { cues: unknown[]; errors: { message: string; line: number; col?: number }[] };
  const webvtt: { WebVTTParser: new (entities?: Record<string, string>) => { parse(input: string, mode?: "metadata"): ParseResult } };
  export default webvtt;
}
