/**
 * Bounded request bodies: a body must declare its length, and a length over the limit is
 * refused with 413 before a byte of it is read. Node then reads the rest of that body
 * only to discard it (never held in memory) and closes the connection. `wider` names the
 * paths (by prefix) that take more, each with its own limit and message: the studio's forms
 * carry whole lessons and files.
 */
export function bodyLimit(defaultBytes, wider = []) {
  return (request, response, next) => {
    const rule = wider.find(({ prefix }) => request.path.startsWith(prefix));
    const limitBytes = rule?.bytes ?? defaultBytes;
    const declared = request.headers["content-length"];
    if (declared === undefined) {
      // A streamed (chunked) body has no length to judge; forms never send one.
      if (request.headers["transfer-encoding"]) return refuse(response, 411, "Please send the form again: its length was missing.");
      return next();
    }
    if (Number(declared) > limitBytes) {
      return refuse(
        response,
        413,
        rule?.tooLarge ??
          `That was too much to send: forms on this site take at most ${Math.round(limitBytes / 1024)} KB. Please shorten what you entered, go back and try again.`,
      );
    }
    next();
  };
}

function refuse(response, status, message) {
  response.setHeader("Connection", "close");
  response
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not sent</title><h1>Not sent</h1><p>${message}</p><p><a href="/">Return to Home</a></p></html>`,
    );
}
