/**
 * Jest transform for the client's plain modules a browser suite reads (timings, display sizes). The client package
 * is ESM ("type": "module"), so ts-jest would emit ESM for it, which these CommonJS suites cannot load; each file is
 * compiled on its own to CommonJS instead (no type check: `tsc -p client` does that).
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, inlineSourceMap: true },
    });
    return { code: outputText };
  },
};
