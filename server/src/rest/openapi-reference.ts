import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../html';

/**
 * The contract's descriptions are CommonMark (as OpenAPI defines them): rendered here with raw HTML escaped and links
 * and images left as text, so the page links only to itself and to the contract's own files.
 */
const markdown = new MarkdownIt({ html: false, linkify: false }).disable(['link', 'image', 'autolink']);
const prose = (text: unknown) => (typeof text === 'string' && text ? `<div class="text">${markdown.render(text)}</div>` : '');
const inline = (text: unknown) => (typeof text === 'string' ? markdown.renderInline(text) : '');

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Schema[];
  requestBody?: Schema;
  responses?: Record<string, Schema>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Follows a local `#/components/…` reference, once or repeatedly. */
function resolve(doc: Schema, value: Schema): Schema {
  let current = value;
  for (let i = 0; i < 10 && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); i += 1) {
    const target = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (!target) break;
    current = target as Schema;
  }
  return current;
}

const refName = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as Schema).$ref === 'string'
    ? String((value as Schema).$ref)
        .split('/')
        .pop()
    : null;

function schemaText(schema: unknown): string {
  const name = refName(schema);
  if (name) return `<a href="#schema-${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>`;
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function content(doc: Schema, body: Schema | undefined): string {
  if (!body) return '';
  const resolved = resolve(doc, body);
  const media = Object.entries((resolved.content as Record<string, Schema> | undefined) ?? {});
  return media.map(([type, m]) => `<div><code>${escapeHtml(type)}</code> ${m.schema ? schemaText(m.schema) : ''}</div>`).join('');
}

function operation(doc: Schema, method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map((p) => resolve(doc, p));
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td><td>${inline(p.description)}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const resolved = resolve(doc, r);
      return `<tr><td>${escapeHtml(status)}</td><td>${inline(resolved.description)}</td><td>${content(doc, r)}</td></tr>`;
    })
    .join('');
  return `<section class="op" id="${escapeHtml(op.operationId ?? `${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(op.summary ?? '')}</strong>${Array.isArray(op.security) && op.security.length === 0 ? ' <em>(public)</em>' : ''}</p>
${prose(op.description)}
${rows ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th><th>Description</th></tr>${rows}</table>` : ''}
${op.requestBody ? `<h4>Request body</h4>${content(doc, op.requestBody)}` : ''}
<h4>Responses</h4><table><tr><th>Status</th><th>Description</th><th>Body</th></tr>${responses}</table>
</section>`;
}

/**
 * The REST contract as one self-contained HTML page (inline CSS, no scripts, no outside resources), so it reads the
 * same offline, saved to disk or behind a firewall: operations by tag, then the named schemas.
 */
export function referencePage(doc: Schema): string {
  const info = (doc.info ?? {}) as Schema;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    const servers = item.servers as Array<{ url: string }> | undefined;
    const shown = servers ? `${servers[0]?.url ?? ''}${path}` : path;
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(doc, method, shown, op)]);
    }
  }
  const schemas = Object.entries(((doc.components as Schema | undefined)?.schemas ?? {}) as Record<string, unknown>)
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3>${schemaText(schema)}</section>`)
    .join('');
  const server = ((doc.servers as Array<{ url: string }> | undefined) ?? [])[0]?.url ?? '';
  const toc = [...byTag.keys()].map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title ?? 'API')} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1b1f24}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f5f7;padding:.5rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem}td,th{border:1px solid #d0d4da;padding:.25rem .5rem;text-align:left;vertical-align:top}
.op{border-top:1px solid #d0d4da;padding-top:.5rem}
.method{display:inline-block;min-width:4.5rem;padding:0 .4rem;border-radius:3px;color:#fff;background:#4b5563;text-align:center}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.delete{background:#b91c1c}.patch{background:#6d28d9}
</style></head><body>
<h1>${escapeHtml(info.title ?? 'API')} <small>${escapeHtml(info.version ?? '')}</small></h1>
<p>Server: <code>${escapeHtml(server)}</code>. The same contract as <a href="openapi.json">openapi.json</a> and <a href="openapi.yaml">openapi.yaml</a>.</p>
${prose(info.description)}
<nav><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections}
<h2 id="schemas">Schemas</h2>${schemas}
</body></html>`;
}
