import { startOpenAiStandIn } from "@/server/ai/openai-stand-in";

/**
 * `npm run llm:stand-in [-- <port>]`: the OpenAI-compatible stand-in on 127.0.0.1, for working on
 * the AI features offline. It answers "You said: …" (or a value of the asked JSON schema).
 */
async function main() {
  const port = Number(process.argv[2] ?? 4020);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error("Usage: npm run llm:stand-in [-- <port>]");
    process.exit(2);
  }
  const standIn = await startOpenAiStandIn({ port });
  console.log(`OpenAI-compatible stand-in at ${standIn.url}\nStart the app with LLM_BASE_URL=${standIn.url} LLM_MODEL=stand-in`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

void main();
