/**
 * Headers every response gets, static files included. Documents add their own
 * Content-Security-Policy with a script nonce (app/entry.server.tsx); static files get a
 * policy that lets them load nothing.
 */
export function securityHeaders({ strictTransportSecurity }) {
  return (_request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // Only when the public address is https: a browser told this keeps refusing plain http.
    if (strictTransportSecurity) response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** For express.static's setHeaders: a file may be shown, never framed, and may load nothing. */
export function staticFilePolicy(response) {
  response.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
}
