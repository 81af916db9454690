/**
 * Swagger UI, bundled (swagger-ui-dist) into this page's chunk only: the console's other pages
 * never load it. Nothing comes from another host (its CSS has no web fonts; the validator badge,
 * which would send the document to swagger.io, is off). Swagger UI brings its own React, so it
 * renders into a node of its own, a fresh one per mount.
 */
import { useEffect, useRef } from 'react';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { withSession } from './sessionRequest';
import './swagger.css';

export default function SwaggerView({ document }: { document: object }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = window.document.createElement('div');
    container.current?.appendChild(host);
    SwaggerUIBundle({
      domNode: host,
      spec: document,
      requestInterceptor: withSession,
      validatorUrl: null,
      deepLinking: false,
      queryConfigEnabled: false,
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      displayRequestDuration: true,
      filter: true,
      persistAuthorization: false,
    });
    return () => host.remove();
  }, [document]);
  return <div ref={container} className="infra-swagger" />;
}
