import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an OpenAI-compatible chat-completions endpoint (the streaming
// subset the coach uses), so the remote coach's real code path runs in tests.

export type StandInBehaviour = { mode: "answer"; words: string[]; totalTokens: number } | { mode: "error"; status: number } | { mode: "hang" };

export type ChatStandIn = {
  url: string;
  behaviour: StandInBehaviour;
  /** The request bodies received, newest last. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  close: () => Promise<void>;
};

export async function startChatStandIn(): Promise<ChatStandIn> {
  const standIn: ChatStandIn = { url: "", behaviour: { mode: "answer", words: ["Hello"], totalTokens: 10 }, requests: [], close: async () => {} };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404).end();
        return;
      }
      standIn.requests.push(JSON.parse(body));
      const behaviour = standIn.behaviour;
      if (behaviour.mode === "error") {
        response.writeHead(behaviour.status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "model overloaded" } }));
        return;
      }
      if (behaviour.mode === "hang") {
        hanging.add(response);
        return;
      }
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
      for (const word of behaviour.words) {
        send({
          id: "chatcmpl-1",
          object: "chat.completion.chunk",
          created: 0,
          model: "stand-in",
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        });
      }
      send({
        id: "chatcmpl-1",
        object: "chat.completion.chunk",
        created: 0,
        model: "stand-in",
        choices: [],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: behaviour.totalTokens },
      });
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise((resolve) => {
      for (const response of hanging) response.destroy();
      server.close(() => resolve());
    });
  return standIn;
}
