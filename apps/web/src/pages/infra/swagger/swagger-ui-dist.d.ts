/** The parts of Swagger UI's bundle (swagger-ui-dist) the 系统接口 page uses; the package ships no types. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  export interface SwaggerRequest {
    url: string;
    method?: string;
    headers: Record<string, string>;
    body?: unknown;
    /** Set when Swagger UI loads the document or a `$ref` itself, not for 试一试. */
    loadSpec?: boolean;
  }
  export interface SwaggerUIOptions {
    domNode: HTMLElement;
    spec: object;
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
    /** null: no badge, so nothing is sent to swagger.io's validator. */
    validatorUrl?: string | null;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    displayRequestDuration?: boolean;
    filter?: boolean | string;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    queryConfigEnabled?: boolean;
  }
  export default function SwaggerUIBundle(options: SwaggerUIOptions): unknown;
}
