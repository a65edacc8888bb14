import type { FastifyInstance } from 'fastify';
import { operations, type OpenApiDocument } from '#server/src/platform/contract/openapi.ts';
import { DOCUMENT_HEADERS } from './security.ts';

type Schema = Record<string, unknown> & { $ref?: string };

const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A little Markdown (paragraphs, `## ` headings, lists, `code`) for the contract's descriptions. */
function markdown(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  const inline = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      if (block.startsWith('## ')) return `<h3>${inline(block.slice(3))}</h3>`;
      const lines = block.split('\n');
      if (lines.every((l) => /^\s*- /.test(l)))
        return `<ul>${lines.map((l) => `<li>${inline(l.replace(/^\s*- /, ''))}</li>`).join('')}</ul>`;
      return `<p>${inline(block.replace(/\n/g, ' '))}</p>`;
    })
    .join('');
}

function resolve(doc: OpenApiDocument, node: Schema | undefined): Schema | undefined {
  let current = node;
  for (let i = 0; current?.$ref && i < 10; i++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Record<string, unknown>)?.[key], doc) as
      Schema | undefined;
  }
  return current;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A short type expression for a schema: `Recipe[]`, `string | null`, `integer`. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref)
    return `<a href="#schema-${escapeHtml(refName(schema.$ref))}">${escapeHtml(refName(schema.$ref))}</a>`;
  if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map(typeOf).join(' &amp; ');
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Schema[]).map(typeOf).join(' | ');
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((v) => `<code>${escapeHtml(v)}</code>`).join(' | ');
  if (schema.const !== undefined) return `<code>${escapeHtml(schema.const)}</code>`;
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : [String(schema.type ?? 'any')];
  return types
    .map((t) => (t === 'array' ? `${typeOf(schema.items as Schema)}[]` : escapeHtml(t)))
    .join(' | ');
}

function schemaTable(doc: OpenApiDocument, schema: Schema): string {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return `<p class="type">${typeOf(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, prop]) => {
    const resolved = resolve(doc, prop);
    const limits = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'pattern', 'format']
      .filter((k) => resolved?.[k] !== undefined)
      .map((k) => `${k}: ${escapeHtml(resolved?.[k])}`)
      .join(', ');
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(prop)}${
      limits ? `<div class="limits">${limits}</div>` : ''
    }</td><td>${markdown(prop.description ?? resolved?.description)}</td></tr>`;
  });
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Renders the whole contract as one self-contained HTML page (no scripts, no external assets). */
export function renderApiDocs(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const { method, path, op } of operations(doc)) {
    const item = doc.paths[path] as { servers?: { url: string }[] };
    const fullPath = (item.servers?.[0]?.url === '/' ? '' : '/api') + path;
    const params = ((op.parameters as Schema[] | undefined) ?? [])
      .map((p) => resolve(doc, p)!)
      .filter(Boolean);
    const paramRows = params
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code> <span class="in">${escapeHtml(p.in)}</span>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(
            p.schema as Schema,
          )}</td><td>${markdown(p.description)}</td></tr>`,
      )
      .join('');
    const body = op.requestBody?.content
      ? Object.entries(op.requestBody.content as Record<string, { schema?: Schema }>)
          .map(
            ([type, media]) =>
              `<p><strong>Body</strong> <code>${escapeHtml(type)}</code>: ${typeOf(media.schema)}</p>`,
          )
          .join('')
      : '';
    const responses = Object.entries((op.responses as Record<string, Schema>) ?? {})
      .map(([status, response]) => {
        const resolved = resolve(doc, response) ?? {};
        const content = resolved.content as Record<string, { schema?: Schema }> | undefined;
        const types = content
          ? Object.entries(content)
              .map(([t, m]) => `<code>${escapeHtml(t)}</code> ${typeOf(m.schema)}`)
              .join(', ')
          : '';
        return `<tr><td class="status s${escapeHtml(status[0])}">${escapeHtml(status)}</td><td>${markdown(resolved.description)}</td><td>${types}</td></tr>`;
      })
      .join('');
    const secured = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
    const bearer = secured.some((requirement) => 'bearerAuth' in requirement);
    const html = `<section class="op" id="op-${escapeHtml(op.operationId)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(fullPath)}</code></h3>
<p class="summary">${escapeHtml(op.summary)} <span class="opid">${escapeHtml(op.operationId)}</span>${
      secured.length > 0 ? ' <span class="lock">sign-in required</span>' : ''
    }${
      secured.length === 0
        ? ''
        : bearer
          ? ' <span class="lock">API token</span>'
          : ' <span class="lock">session only, no API token</span>'
    }</p>
${markdown(op.description)}
${paramRows ? `<table><thead><tr><th>Parameter</th><th>Type</th><th>Description</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${body}
<table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
    const tag = ((op.tags as string[] | undefined) ?? ['other'])[0]!;
    byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
  }

  const tags = doc.tags ?? [...byTag.keys()].map((name) => ({ name, description: '' }));
  const nav = tags
    .map((t) => `<li><a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a></li>`)
    .join('');
  const sections = tags
    .map(
      (t) =>
        `<h2 id="tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</h2>${markdown(t.description)}${(byTag.get(t.name) ?? []).join('')}`,
    )
    .join('');
  const schemas = Object.entries((doc.components.schemas ?? {}) as Record<string, Schema>)
    .map(
      ([name, schema]) =>
        `<section class="schema" id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${markdown(schema.description)}${schemaTable(doc, schema)}</section>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#1f2328;margin:0;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;min-width:180px;padding:24px;background:#f6f8fa;border-right:1px solid #d0d7de}
nav ul{list-style:none;padding:0}nav a{color:#0969da;text-decoration:none}
main{max-width:980px;padding:24px 32px}h2{border-bottom:1px solid #d0d7de;padding-bottom:4px;margin-top:40px;text-transform:capitalize}
.op,.schema{border:1px solid #d0d7de;border-radius:8px;padding:8px 16px;margin:16px 0}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#1a7f37}.post{background:#0969da}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:14px}td,th{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
code{background:#eff1f3;border-radius:4px;padding:0 4px}pre{background:#eff1f3;border-radius:6px;padding:8px 12px;overflow:auto}pre code{padding:0}.opid,.in,.limits{color:#656d76;font-size:12px}.req{color:#cf222e;font-size:12px}
.lock{font-size:12px;background:#fff8c5;border-radius:4px;padding:0 4px}.s2{color:#1a7f37}.s3{color:#9a6700}.s4,.s5{color:#cf222e}.status{font-weight:600}
</style></head>
<body><nav aria-label="API sections"><strong>${escapeHtml(doc.info.title)}</strong><ul><li><a href="#api-tokens">API tokens</a></li>${nav}<li><a href="#schemas">schemas</a></li></ul></nav>
<main><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.summary)} Base path <code>/api</code>. The machine-readable contract: <a href="/api/openapi.yaml">openapi.yaml</a>.</p>
${markdown(doc.info.description)}
${TOKENS_SECTION}
${sections}
<h2 id="schemas">schemas</h2>${schemas}
</main></body></html>`;
}

/** How a script uses the API: a personal API token as a bearer header (issue 31 item 5). */
const TOKENS_SECTION = `<h2 id="api-tokens">Personal API tokens</h2>
<p>Scripts and home automation call the API with a personal API token instead of a session:
create one in the app under <strong>Settings &rarr; API tokens</strong> (a name, and the scope
<em>Read only</em> or <em>Read and write</em>). The token (<code>sous_pat_&hellip;</code>) is shown
once; copy it then. Send it in the <code>Authorization</code> header; no cookies and no
<code>X-XSRF-TOKEN</code> header are needed:</p>
<pre><code>curl -H "Authorization: Bearer sous_pat_&hellip;" http://127.0.0.1:3000/api/recipe/list</code></pre>
<ul>
<li>A <em>Read only</em> token may use GET and HEAD; any other method answers 403.</li>
<li>No token can manage tokens, the password, the email address, the profile or delete the
account: those operations are marked <span class="lock">session only, no API token</span> and answer 403.</li>
<li>An unknown or revoked token answers 401. Revoke a token in Settings at any time.</li>
<li>Tokens count against the same per-user limits as a session (429 with <code>Retry-After</code>).</li>
</ul>`;

/** Serves the reference page at /api/docs and the contract itself at /api/openapi.yaml. */
export function registerApiDocs(
  app: FastifyInstance,
  doc: OpenApiDocument,
  yamlSource: string,
): void {
  const page = renderApiDocs(doc);
  app.get('/api/docs', async (_request, reply) =>
    reply
      // A page: the document policy (its stylesheet is inline), not the API answers' 'none'.
      .headers(DOCUMENT_HEADERS)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page),
  );
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply
      .type('application/yaml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(yamlSource),
  );
}
