/**
 * Fakes of real OpenAI-compatible servers on 127.0.0.1 (port 0), one per profile: Ollama (lists its
 * models, takes json_schema and images), a server that refuses json_schema but takes json_object,
 * one that refuses both (the schema has to go into the prompt), one that fences its JSON in
 * markdown, and one that fails with HTTP 500 and a body holding a secret. Answers are the plain
 * model's of fake-openai.ts; every request body is kept for the tests to read.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodAnswer } from './fake-openai.ts';

export type Format = 'json_schema' | 'json_object' | 'none';

export interface Profile {
  /** What /v1/models lists; null answers 404 (a server without the endpoint). */
  readonly models: readonly string[] | null;
  /** The response_format types the server takes ('none': no response_format at all). */
  readonly accepts: readonly Format[];
  /** Wraps every answer in a ```json fence with words around it. */
  readonly fence?: boolean;
  /** Takes image messages. */
  readonly vision: boolean;
  /** Answers every chat call with this text as the model's answer. */
  readonly content?: string;
  /** Answers every chat call with this status and body. */
  readonly failWith?: { readonly status: number; readonly body: string };
}

/** A secret-looking string some servers put in their error bodies (a key, an internal host). */
export const SECRET = 'sk-live-9f8e7d6c5b4a3928171605aa internal-host db-7.corp.example:5432';

export const PROFILES = {
  ollama: {
    models: ['llama3.2:latest', 'llava:latest'],
    accepts: ['json_schema', 'json_object', 'none'],
    vision: true,
  },
  noSchema: {
    models: ['local-model'],
    accepts: ['json_object', 'none'],
    vision: false,
  },
  promptOnly: { models: null, accepts: ['none'], vision: false },
  fenced: {
    models: ['fenced-model'],
    accepts: ['json_schema', 'json_object', 'none'],
    fence: true,
    vision: true,
  },
  failing: {
    models: ['llama3.2:latest'],
    accepts: ['json_schema', 'json_object', 'none'],
    vision: true,
    failWith: {
      status: 500,
      body: JSON.stringify({
        error: { message: `upstream failed, key ${SECRET}`, type: 'server_error' },
      }),
    },
  },
} satisfies Record<string, Profile>;

export interface ReceivedBody {
  readonly model: string;
  readonly format: Format;
  readonly messages: Array<{ role: string; content: unknown }>;
  /** The raw body as the server got it. */
  readonly raw: string;
}

export interface FakeServer {
  readonly baseURL: string;
  readonly chats: ReceivedBody[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string): void {
  // Retries come quickly (the SDK honours retry-after-ms), so the failing profile's test stays short.
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function refusal(message: string): string {
  return JSON.stringify({
    error: { message, type: 'invalid_request_error', param: 'response_format', code: null },
  });
}

/** Which answer the request wants: the schema's name, from response_format or the prompt. */
function schemaNameOf(body: {
  response_format?: { json_schema?: { name?: string } };
  messages: Array<{ role: string; content: unknown }>;
}): string {
  const named = body.response_format?.json_schema?.name;
  if (named) return named;
  for (const message of body.messages) {
    if (message.role !== 'system' || typeof message.content !== 'string') continue;
    const match = /the "(\w+)" answer/.exec(message.content);
    if (match) return match[1]!;
  }
  return '';
}

export async function startFakeServer(profile: Profile): Promise<FakeServer> {
  const chats: ReceivedBody[] = [];
  const server = createServer(async (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'GET' && url.endsWith('/models')) {
      if (!profile.models) return send(res, 404, '404 page not found');
      return send(
        res,
        200,
        JSON.stringify({
          object: 'list',
          data: profile.models.map((id) => ({
            id,
            object: 'model',
            created: 1_700_000_000,
            owned_by: 'library',
          })),
        }),
      );
    }
    if (req.method !== 'POST' || !url.endsWith('/chat/completions'))
      return send(res, 404, '404 page not found');
    const raw = await readBody(req);
    const body = JSON.parse(raw) as {
      model: string;
      messages: Array<{ role: string; content: unknown }>;
      response_format?: { type?: string; json_schema?: { name?: string } };
    };
    const format = (body.response_format?.type ?? 'none') as Format;
    chats.push({ model: body.model, format, messages: body.messages, raw });
    if (profile.failWith) return send(res, profile.failWith.status, profile.failWith.body);
    if (!profile.accepts.includes(format))
      return send(
        res,
        400,
        refusal(`response_format type '${format}' is not supported by this server (${SECRET})`),
      );
    const hasImage = body.messages.some(
      (message) =>
        Array.isArray(message.content) &&
        message.content.some((part: { type?: string }) => part.type === 'image_url'),
    );
    if (hasImage && !profile.vision)
      return send(
        res,
        400,
        JSON.stringify({ error: { message: `image input is not supported (${SECRET})` } }),
      );
    const schemaName = schemaNameOf(body);
    const userText = body.messages.find(
      (message) => message.role === 'user' && typeof message.content === 'string',
    )?.content;
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(String(userText)) as Record<string, unknown>;
    } catch {
      data = {};
    }
    const answer = schemaName === 'provider_check' ? { ok: true } : goodAnswer(schemaName, data);
    const json = JSON.stringify(answer, null, 2);
    const content = profile.content
      ? profile.content
      : profile.fence
        ? `Here is the JSON you asked for:\n\n\`\`\`json\n${json}\n\`\`\`\n\nEnjoy your meal!`
        : json;
    send(
      res,
      200,
      JSON.stringify({
        id: `chatcmpl-${chats.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    chats,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
