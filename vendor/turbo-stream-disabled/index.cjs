// Single fetch is off (docs/decisions/0009); turbo-stream 2 has advisories with no fix for
// Remix 2, so it is not installed. Anything that reaches for it fails loudly.
function singleFetchIsOff() {
  throw new Error("turbo-stream is not installed: single fetch is off (future.v3_singleFetch: false, docs/decisions/0009)");
}

exports.encode = singleFetchIsOff;
exports.decode = singleFetchIsOff;
