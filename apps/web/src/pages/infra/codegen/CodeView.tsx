/**
 * One generated file's code, highlighted. highlight.js (its core and the four languages the
 * generator writes) is loaded with this module only, when 预览 first opens (`LazyCodeView`).
 */
import { useMemo } from 'react';
import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import sql from 'highlight.js/lib/languages/sql';
import markdown from 'highlight.js/lib/languages/markdown';
import json from 'highlight.js/lib/languages/json';
import 'highlight.js/styles/github.css';
import { languageOf } from './fileTree';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('markdown', markdown);
hljs.registerLanguage('json', json);

export interface CodeViewProps {
  filePath: string;
  code: string;
}

export default function CodeView({ filePath, code }: CodeViewProps) {
  const language = languageOf(filePath);
  // highlight.js escapes the code and adds only its own spans, so its HTML is safe to insert.
  const html = useMemo(() => (language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : undefined), [code, language]);
  return (
    <pre className="codegen-code" aria-label={filePath}>
      {html === undefined ? <code className="hljs">{code}</code> : <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />}
    </pre>
  );
}
