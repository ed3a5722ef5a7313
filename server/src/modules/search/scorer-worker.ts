import { parentPort } from "node:worker_threads";
import { closestTerm, createEngine, matchesOf, type SearchEngine } from "./search-engine.js";
import type { FromSearchWorker, ToSearchWorker } from "./search-worker-messages.js";

// The search worker's thread: the product indexes' engines, by number, and the messages that change and ask them
// (search-worker.ts sends them). Messages are handled one at a time, in the order sent.

const engines = new Map<number, SearchEngine>();
const port = parentPort!;

function engine(id: number): SearchEngine {
  let found = engines.get(id);
  if (!found) engines.set(id, (found = createEngine()));
  return found;
}

port.on("message", (message: ToSearchWorker) => {
  switch (message.type) {
    case "changes": {
      const target = engine(message.engine);
      for (const change of message.changes) {
        if (change.discard !== undefined) target.discard(change.discard);
        else target.add(change.add);
      }
      return;
    }
    case "close":
      engines.delete(message.engine);
      return;
    case "matches":
    case "closest": {
      let reply: FromSearchWorker;
      try {
        reply =
          message.type === "matches"
            ? { request: message.request, matches: matchesOf(engine(message.engine), message.query) }
            : { request: message.request, term: closestTerm(engine(message.engine), message.word) };
      } catch (err) {
        reply = { request: message.request, error: err instanceof Error ? err.message : String(err) };
      }
      const transfer = "matches" in reply ? [reply.matches.ids.buffer, reply.matches.scores.buffer, reply.matches.inCategory.buffer] : [];
      port.postMessage(reply, transfer as ArrayBuffer[]);
      return;
    }
  }
});
