import { createContext, useContext } from "react";

// The CSP nonce is made per request on the server; the browser hides it from the DOM,
// so on the client it is an empty string.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
